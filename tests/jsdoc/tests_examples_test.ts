// The JSDoc examples of the suite's own helpers under tests/ (the mutants classifier, the shards), run (see
// jsdoc_examples.ts).
import { registerExamples } from "./jsdoc_examples.ts";
await registerExamples(["tests"]);
