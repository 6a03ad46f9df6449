/**
 * The learning relay poll schedule, re-exported without the rest of the relay layer (the root entry takes it from
 * here so an app's bundle pulls in only these two small modules).
 * @module
 */
export {
  type AdaptiveRelayPollScheduleOptions,
  createAdaptiveRelayPollSchedule,
  type RelayLatencyPlan,
} from "./poll_policy.ts";
export {
  type RelayLatencyBracket,
  RelayLatencyEstimator,
  type RelayLatencyEstimatorOptions,
} from "./poll_policy.ts";
