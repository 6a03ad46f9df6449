/**
 * Internal: one backend request from resolved service settings: URL composition, timeout, headers with the
 * key precedence (docs/rules/auth.md#key-precedence), transport call.
 * @module
 */
import type * as z from "../../core/schemas/zod.ts";
import { buildUrl, resolveRequestTimeout, type WarnSink } from "../../core/api_config/mod.ts";
import { resolveApiKeyHeader } from "../../core/auth/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { ResponseMemo } from "../../core/http/response_memo.ts";
import type { HttpMethod, RequestKind, TransportOptions } from "../../core/http/types.ts";
import type { Result } from "../../core/result.ts";
import { backendErrorBodySchema } from "../../core/schemas/backend_error.ts";
import type { BackendRequestOptions } from "./types.ts";

/** Fully resolved settings of one service. */
export interface ServiceSettings {
  baseURL: string;
  servicePath: string;
  timeout: number;
  headers: Record<string, string>;
  apiKey: string | undefined;
}

/** One request description. */
export interface BackendCall<S extends z.core.$ZodType> {
  method: HttpMethod;
  route: string;
  schema: S;
  kind: RequestKind;
  body?: unknown;
  /** Memo of the validated body (see `core/http/response_memo.ts`). @default undefined (none) */
  memo?: ResponseMemo | undefined;
}

/** Sends one request with `settings`, applying the per-call override. */
export async function backendRequest<S extends z.core.$ZodType>(
  settings: ServiceSettings,
  call: BackendCall<S>,
  override: BackendRequestOptions | undefined,
  transport: TransportOptions,
  logger: WarnSink | undefined,
): Promise<Result<z.output<S>, ClientError>> {
  const url = buildUrl(settings, settings.servicePath, call.route, override, logger);
  if (!url.ok) return url;
  const timeout = resolveRequestTimeout(settings, override);
  if (!timeout.ok) return timeout;
  const headers = resolveApiKeyHeader({
    configuredHeaders: settings.headers,
    configuredApiKey: settings.apiKey,
    requestHeaders: override?.headers,
    requestApiKey: override?.apiKey,
  });
  return await httpRequest({
    url: url.value,
    method: call.method,
    headers,
    body: call.body,
    schema: call.schema,
    kind: call.kind,
    timeoutMs: timeout.value,
    signal: override?.signal,
    errorSchema: backendErrorBodySchema,
    memo: call.memo,
  }, transport);
}
