// Sponsored activation of a new Stellar account, then its status, against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/activate_stellar.ts
import { Keypair } from "@stellar/stellar-sdk";
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createKeypairStellarWallet } from "@xswap/client/chains/stellar";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runActivation(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const account = Keypair.random(); // the new account: it signs its own activation
  const wallet = createKeypairStellarWallet(account);
  if (!wallet.ok) throw wallet.error;

  const activated = await client.sponsoring.activateStellarAccount({
    address: account.publicKey(),
    walletProvider: wallet.value,
    onSignatureRequired: ({ reason }) => console.log("wallet prompt:", reason),
  });
  if (!activated.ok) throw activated.error; // activated.error.context.nextAction says what to do
  console.log("activation", activated.value);

  const again = await client.sponsoring.activateStellarAccount({
    address: account.publicKey(),
    walletProvider: wallet.value,
  });
  console.log("second activation is a success too:", again.ok && again.value.status);

  const status = await client.sponsoring.getStellarAccountStatus(account.publicKey());
  if (!status.ok) throw status.error;
  console.log("active", status.value.active, "can afford a trustline", status.value.canAffordTrustline);
  return activated.value.status;
}

if (import.meta.main) {
  const options = clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787");
  await runActivation(options).catch((error) => {
    // One line: the code, the message, then the context (no stack, no dependency's text).
    console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
    Deno.exit(1);
  });
}
