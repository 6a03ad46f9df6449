import { XSwap } from "./mod.ts";
const x = new XSwap();
function methods(o: object): string[] {
  const names = new Set<string>();
  let p = o;
  while (p && p !== Object.prototype) {
    for (const n of Object.getOwnPropertyNames(p)) {
      if (n === "constructor") continue;
      const d = Object.getOwnPropertyDescriptor(p, n);
      if (d && typeof d.value === "function") names.add(n);
      else if (d && d.get) names.add(n + "(get)");
    }
    p = Object.getPrototypeOf(p);
  }
  return [...names].sort();
}
for (const k of ["config","backendApi","hubProvider","spoke","swaps","bridge","moneyMarket","staking","dex","migration","partners","recovery","leverageYield","sponsoring"]) {
  const s = (x as any)[k];
  console.log(k + ": " + methods(s).join(" "));
  for (const sub of Object.keys(s)) { const v = s[sub]; if (v && typeof v === "object" && !Array.isArray(v)) console.log(`  ${k}.${sub}: ` + methods(v).join(" ")); }
}
const mod = await import("./mod.ts");
console.log("mod:", Object.keys(mod).join(" "));
console.log("SolverApi:", Object.keys((mod as any).SolverApi).join(" "));
