// Shard 1 of the suite: its test files in one isolate (see _test_files.ts).
import { runShard } from "./_test_files.ts";
await runShard(1);
