// The JSDoc examples of core/ and wire/, run (see jsdoc_examples.ts).
import { registerExamples } from "./jsdoc_examples.ts";
await registerExamples(["core", "wire"]);
