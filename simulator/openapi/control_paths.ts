/**
 * The control API's part of the OpenAPI document.
 * @module
 */

const ok = { 200: { description: "JSON" } };
const body = { required: false, content: { "application/json": { schema: { type: "object" } } } };

/** Paths of `/__sim/*`. */
export function controlPaths(): Record<string, Record<string, unknown>> {
  return {
    "/__sim/state": {
      get: {
        summary: "Seed, clock, mutation counters, ledger sizes, requests per route, faults injected",
        responses: ok,
      },
    },
    "/__sim/counters": { get: { summary: "Alias of /__sim/state", responses: ok } },
    "/__sim/client-options": {
      get: {
        summary: "The client options that target this simulator at the origin asked on (new XSwap(options))",
        responses: ok,
      },
    },
    "/__sim/requests": {
      get: {
        summary: "Request log (?limit=&route=): method, path, route, status, apiKey, fault, at",
        responses: ok,
      },
    },
    "/__sim/faults": {
      get: { summary: "Current fault configuration", responses: ok },
      post: {
        summary:
          "Patch faults: {preset?, rules?, schedules?, clearSchedules?, solverNotFound?, profile?, sponsoringSequenceConflicts?, unminedSpokeTxs?}",
        requestBody: body,
        responses: ok,
      },
    },
    "/__sim/reset": { post: { summary: "Forget all state; {seed?}", requestBody: body, responses: ok } },
    "/__sim/clock/advance": {
      post: {
        summary: "Advance a manual clock {ms}; 409 on the system clock",
        requestBody: body,
        responses: ok,
      },
    },
    "/__sim/clock/set": {
      post: { summary: "Set a manual clock {ms}; 409 on the system clock", requestBody: body, responses: ok },
    },
    "/__sim/positions": {
      get: {
        summary: "Hub positions store (money market, staking, partner fees, prices) as JSON",
        responses: ok,
      },
    },
    "/__sim/price": {
      post: {
        summary:
          "Set the USD price the money-market reads report for a reserve {asset (address or symbol), usd}; 404 unknown reserve",
        requestBody: body,
        responses: ok,
      },
    },
    "/__sim/events": { get: { summary: "Ledger events (?since=&limit=)", responses: ok } },
    "/__sim/events/stream": {
      get: {
        summary: "Ledger events as server-sent events",
        responses: { 200: { description: "text/event-stream" } },
      },
    },
    "/__sim/fund": {
      post: {
        summary: "Set or add to a balance {chainKey, account, token?, amount, mode?: set|add}",
        requestBody: body,
        responses: ok,
      },
    },
    "/__sim/balances": {
      get: { summary: "Balances (?chainKey=&account=&token=); amounts as decimal strings", responses: ok },
    },
    "/__sim/snapshot": {
      get: {
        summary:
          "The whole state as versioned JSON: seed and parts (clock, faults, auth, ledger, requestLog, balances, positions, and each simulated node's records: evm, near, bitcoin, sponsoring, ...)",
        responses: ok,
      },
    },
    "/__sim/restore": {
      post: {
        summary:
          "Restore a snapshot from GET /__sim/snapshot (400 with a message, nothing changed, when invalid)",
        requestBody: body,
        responses: { ...ok, 400: { description: "Not a snapshot" } },
      },
    },
    "/__sim/recording": {
      get: {
        summary: "Start snapshot and every request since (bodies, virtual times) for `deno task replay`",
        responses: ok,
      },
    },
    "/__sim/auth": {
      get: { summary: "API keys, suspended organisations, allowAnyKey", responses: ok },
      post: {
        summary: "Change keys {apiKeys?, suspendedOrgs?, allowAnyKey?}",
        requestBody: body,
        responses: ok,
      },
    },
  };
}
