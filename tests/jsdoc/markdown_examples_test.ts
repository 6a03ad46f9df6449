// The TypeScript and JavaScript code blocks of README.md and docs/, run (see jsdoc_examples.ts).
import { registerMarkdownExamples } from "./jsdoc_examples.ts";
await registerMarkdownExamples(["README.md", "docs"]);
