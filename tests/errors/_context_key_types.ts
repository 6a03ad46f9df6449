/**
 * The type tests/errors/observed_context_keys.ts is checked against: for each code, only the keys its context
 * declares.
 * @module
 */
import type {
  CommonErrorContext,
  DetailKeysByCode,
  ErrorCode,
  ErrorContextByCode,
  SharedDetailKey,
} from "../../core/errors.ts";

/** The context keys code `C` declares: the common and shared ones, its detail keys and its own. */
export type DeclaredContextKey<C extends ErrorCode> =
  | keyof CommonErrorContext
  | SharedDetailKey
  | DetailKeysByCode[C]
  | keyof ErrorContextByCode[C];

/** A table of observed keys per code, each key one its code declares. */
export type ObservedContextKeys = { readonly [C in ErrorCode]?: readonly DeclaredContextKey<C>[] };
