import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { clientError } from "../../core/errors.ts";
import { stroopsToAmount } from "../../core/schemas/sponsoring.ts";
import { nextActionFor, TRUSTLINE_COST_STROOPS } from "../../services/sponsoring/mod.ts";
import { stellarAccountStatusFromHorizon } from "../../services/sponsoring/account_status.ts";

Deno.test("getStellarAccountStatus arithmetic: spendable is never negative and trustline needs reserve + fee", () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.bigInt({ min: 0n, max: 10n ** 9n }),
      fc.nat(5),
      fc.nat(4),
      fc.nat(2),
      (balance, selling, subentries, sponsoring, sponsored) => {
        const s = stellarAccountStatusFromHorizon({
          id: "G",
          account_id: "G",
          sequence: "1",
          subentry_count: subentries,
          num_sponsoring: sponsoring,
          num_sponsored: sponsored,
          balances: [{
            asset_type: "native",
            balance: stroopsToAmount(balance),
            selling_liabilities: stroopsToAmount(selling),
          }],
        });
        const raw = balance - BigInt(2 + subentries + sponsoring - sponsored) * 5_000_000n - selling;
        assert.equal(s.spendableBalance, raw > 0n ? raw : 0n);
        assert.equal(s.canAffordTrustline, s.spendableBalance >= TRUSTLINE_COST_STROOPS);
      },
    ),
    { seed: 3 },
  );
});

Deno.test("nextActionFor follows the documented table", () => {
  const table: Array<[Parameters<typeof clientError>[0], Record<string, unknown>, string]> = [
    ["HTTP_REQUEST_FAILED", { status: 401 }, "contactOperator"],
    ["HTTP_REQUEST_FAILED", { status: 403 }, "contactOperator"],
    ["HTTP_REQUEST_FAILED", { status: 429 }, "backoff"],
    ["HTTP_REQUEST_FAILED", { status: 500 }, "backoff"],
    ["HTTP_REQUEST_FAILED", { status: 503 }, "backoff"],
    ["HTTP_REQUEST_FAILED", { status: 409 }, "retry"],
    ["ACTIVATION_FAILED", { status: 400, serverCode: "TX_TOO_LATE" }, "retry"],
    ["ACTIVATION_FAILED", { status: 400, serverCode: "BAD_SIGNATURE" }, "fixInput"],
    ["ACTIVATION_FAILED", { status: 400, serverCode: "WRONG_OPERATIONS" }, "fixInput"],
    ["NETWORK_ERROR", {}, "retry"],
    ["WALLET_ERROR", {}, "retry"],
    ["REQUEST_TIMEOUT", {}, "backoff"],
    ["INVALID_ADDRESS", {}, "fixInput"],
    ["INTEGRATION_ERROR", {}, "fixInput"],
    ["PARSE_ERROR", {}, "contactOperator"],
    ["RESPONSE_VALIDATION_FAILED", {}, "contactOperator"],
    ["INVALID_CONFIG", {}, "contactOperator"],
  ];
  for (const [code, context, expected] of table) {
    assert.equal(
      nextActionFor(clientError(code, "x", context)),
      expected,
      `${code} ${JSON.stringify(context)}`,
    );
  }
});
