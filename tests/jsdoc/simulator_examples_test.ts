// The JSDoc examples of simulator/, run (see jsdoc_examples.ts).
import { registerExamples } from "./jsdoc_examples.ts";
await registerExamples(["simulator", "mod.ts"]);
