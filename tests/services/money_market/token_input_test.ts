import assert from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { resolveMoneyMarketToken } from "../../../services/money_market/mod.ts";

const hostile = {
  toString: () => {
    throw new Error("no");
  },
} as unknown as string;

Deno.test("resolveMoneyMarketToken fails in the validate phase on a token or chain whose toString throws", () => {
  const config = new ConfigService();
  const byToken = resolveMoneyMarketToken(config, "0x2105.base", hostile, "supply");
  assert.ok(
    !byToken.ok && byToken.error.code === "UNSUPPORTED_TOKEN" && byToken.error.context.phase === "validate",
  );
  const byChain = resolveMoneyMarketToken(config, hostile, "0x00", "supply");
  assert.ok(!byChain.ok && byChain.error.code === "UNKNOWN_CHAIN_KEY");
});
