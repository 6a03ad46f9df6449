// The JSDoc examples of services/, run (see jsdoc_examples.ts).
import { registerExamples } from "./jsdoc_examples.ts";
await registerExamples(["services"]);
