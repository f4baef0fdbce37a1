/** Order attribution, pure: see README.md in this folder for the facts it follows and their sources. */

export {
  ALL_COOKIE_NAMES,
  MIGRATION_ID,
  cookieDomain,
  deletionWrites,
  formatFireDate,
  readAttribution,
  trackPageView,
  trackVisit,
  type VisitInput,
  type VisitResult,
} from './engine.ts'
export {
  BUILT_IN_REFERRAL_ALIASES,
  BUILT_IN_SEARCH_ENGINES,
  UTM_PARAMS,
  classify,
  classifyWith,
  isInternalHost,
  makeSource,
  type Classification,
  type ClassifyInput,
} from './classify.ts'
export {
  ATTRIBUTION_COOKIE_BUDGET,
  DELIMITER,
  MAX_COOKIE_BYTES,
  decodeSbjs,
  encodeSbjs,
  largestFitting,
  unwrapCookieValue,
  type EncodeOptions,
} from './cookie-format.ts'
export { FIELD_NAMES, FIELD_SOURCES, attributionValues, emptyValues, parseFieldMap, valueAt, type FieldName } from './fields.ts'
export { JOURNEY_CAP, JOURNEY_SEPARATOR, appendJourney, readJourney } from './journey.ts'
export {
  DEFAULT_SETTINGS,
  HOUSTON,
  NONE,
  SOURCE_TYPES,
  type AttributionSettings,
  type CookieWrite,
  type PromoRecord,
  type ReferralAlias,
  type SearchEngine,
  type SessionRecord,
  type SourceRecord,
  type SourceType,
  type SourcebusterData,
  type UserData,
  type VisitExtra,
} from './types.ts'
