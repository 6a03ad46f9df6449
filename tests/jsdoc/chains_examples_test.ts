// The JSDoc examples of chains/, run (see jsdoc_examples.ts).
import { registerExamples } from "./jsdoc_examples.ts";
await registerExamples(["chains"]);
