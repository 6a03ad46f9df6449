import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { isSwapsApiError, SwapsApiClient, type SwapsApiErrorCode } from "../../wire/mod.ts";
import { METHOD_ROWS } from "./_fixtures.ts";
import { type Failure, stubBackend } from "./_stub_backend.ts";

/** (failure) -> attempts for reads/computes, attempts for mutations, error code. */
const EXPECTED: Record<Failure, [readAttempts: number, mutationAttempts: number, code: SwapsApiErrorCode]> = {
  network: [4, 1, "NETWORK_ERROR"],
  lostResponse: [4, 1, "NETWORK_ERROR"],
  s500: [4, 1, "HTTP_ERROR"],
  s502: [4, 1, "HTTP_ERROR"],
  s503: [4, 1, "HTTP_ERROR"],
  s429: [4, 1, "HTTP_ERROR"],
  kv503: [4, 4, "HTTP_ERROR"],
  s400: [1, 1, "HTTP_ERROR"],
  s401: [1, 1, "HTTP_ERROR"],
  s403: [1, 1, "HTTP_ERROR"],
  badJson: [1, 1, "PARSE_ERROR"],
  badShape: [1, 1, "VALIDATION_ERROR"],
  hang: [1, 1, "TIMEOUT_ERROR"],
};

for (const method of METHOD_ROWS) {
  for (const [failure, [readAttempts, mutationAttempts, code]] of Object.entries(EXPECTED)) {
    const attempts = method.kind === "mutation" ? mutationAttempts : readAttempts;
    Deno.test(`${method.name}() makes ${attempts} attempt(s) on ${failure} and throws ${code}`, async () => {
      const clock = FakeTimers.install();
      try {
        const backend = stubBackend({ [method.path]: failure as Failure });
        const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: backend.fetch });
        const outcome = method.call(api).then(() => undefined, (e: unknown) => e);
        await clock.runAllAsync();
        const error = await outcome;
        assert.ok(isSwapsApiError(error), `expected a SwapsApiError, got ${String(error)}`);
        assert.equal(error.code, code);
        assert.equal(backend.attempts(method.path), attempts);
        assert.equal(error.context.attempts, attempts);
        assert.equal(error.context.path, method.path);
        assert.equal(error.context.operation, method.name);
        assert.ok(backend.applied(method.path) <= 1, "a mutation was applied twice");
      } finally {
        clock.uninstall();
      }
    });
  }
}

for (const method of METHOD_ROWS) {
  Deno.test(`${method.name}() makes one attempt and resolves when the backend answers`, async () => {
    const backend = stubBackend();
    const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: backend.fetch });
    await method.call(api);
    assert.equal(backend.attempts(method.path), 1);
  });
}
