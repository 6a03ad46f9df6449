/**
 * `queryContract` of the NEAR sub-path against the simulated NEAR node: NEP-141 view calls answer JSON (the balance
 * the adapter reads, the metadata), and a method the contract lacks or an account without code fail as values with
 * the node's cause.
 * @module
 */
import assert from "node:assert/strict";
import { queryContract } from "../../../chains/near/mod.ts";
import { nearFixture, RPC_URL, USER, WNEAR } from "./_fixture.ts";

Deno.test("queryContract() answers ft_balance_of and ft_metadata as JSON, the balance the adapter reads", async () => {
  const f = nearFixture();
  const balance = await queryContract(RPC_URL, WNEAR, "ft_balance_of", { account_id: USER }, {
    fetch: f.fetch,
  });
  const viaAdapter = await f.adapter.getBalance(USER, WNEAR);
  assert.ok(balance.ok && viaAdapter.ok);
  assert.equal(balance.value, viaAdapter.value.toString());
  const metadata = await queryContract(RPC_URL, WNEAR, "ft_metadata", {}, { fetch: f.fetch });
  assert.ok(metadata.ok);
  assert.equal((metadata.value as { decimals?: unknown }).decimals, 24);
});

Deno.test("queryContract() fails with the node's cause for a missing method or an account without code", async () => {
  const f = nearFixture();
  const missing = await queryContract(RPC_URL, WNEAR, "no_such_method", {}, { fetch: f.fetch });
  assert.ok(
    !missing.ok && missing.error.code === "HTTP_REQUEST_FAILED" &&
      missing.error.context.rpcCause === "CONTRACT_EXECUTION_ERROR",
  );
  const noCode = await queryContract(RPC_URL, USER, "ft_metadata", {}, { fetch: f.fetch });
  assert.ok(
    !noCode.ok && noCode.error.code === "HTTP_REQUEST_FAILED" &&
      noCode.error.context.rpcCause === "NO_CONTRACT_CODE",
  );
  const badArgs = await queryContract(RPC_URL, WNEAR, "ft_metadata", { n: 1n } as never, { fetch: f.fetch });
  assert.ok(!badArgs.ok && badArgs.error.code === "VALIDATION_FAILED");
});
