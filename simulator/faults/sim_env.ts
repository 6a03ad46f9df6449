/**
 * The hono environment shared by the simulator's middleware: the route path computed once per request and the
 * fault injected into it (read by the request log).
 * @module
 */
import type { FaultKind } from "./types.ts";

/** Variables set on every request's context. */
export interface SimVariables {
  /** Route path as the fault patterns see it (`/intent/execute`, `/relayer#submit`). */
  routePath: string;
  /** The fault injected into this request, if any. */
  fault: FaultKind | undefined;
}

/** The hono environment of the simulator apps. */
export interface SimEnv {
  /** Variables set on every request's context. */
  Variables: SimVariables;
}
