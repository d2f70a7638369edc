// Compiled by the build after it writes dist/types (write.mjs): each type the shipped
// declarations name must be exactly the source's, so a change to the page API, the events or the
// contract that the declarations miss fails the build. `sq-shipped` is mapped to the declarations
// being checked.
import type * as Shipped from 'sq-shipped';
import type * as Announcements from '../../src/analytics/announcements';
import type * as Contract from '../../src/contract/cart';
import type { SqPublicApi } from '../../src/runtime/public-api';
import type * as Bus from '../../src/store/event-bus';

/** True when A and B are the same type (not merely assignable both ways). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
type Holds<T extends true> = T;

export type Checks = [
  Holds<Same<Shipped.ChosenVariant, Contract.ChosenVariant>>,
  Holds<Same<Shipped.CartEntry, Contract.CartEntry>>,
  Holds<Same<Shipped.ShoppingCart, Contract.ShoppingCart>>,
  Holds<Same<Shipped.AddEntryRequest, Contract.AddEntryRequest>>,
  Holds<Same<Shipped.AddEntryResult, Contract.AddEntryResult>>,
  Holds<Same<Shipped.CartAction, Bus.CartAction>>,
  Holds<Same<Shipped.SqEventName, Bus.SqEventName>>,
  Holds<Same<Shipped.SqEventMap, Bus.SqEventMap>>,
  Holds<Same<Shipped.SqListener<Bus.SqEventName>, Bus.SqListener<Bus.SqEventName>>>,
  Holds<Same<Shipped.SqAnnouncementName, Bus.SqAnnouncementName>>,
  // `ready` is tightened: the source types its detail `{ Sq: object }` (the bus is below the
  // runtime that makes the API); the declarations give the API itself.
  Holds<Same<Omit<Shipped.SqAnnouncementMap, 'ready'>, Omit<Bus.SqAnnouncementMap, 'ready'>>>,
  Holds<Same<Shipped.SqAnnouncementMap['ready'], { Sq: Shipped.SqPublicApi }>>,
  Holds<Shipped.SqAnnouncementMap['ready'] extends Bus.SqAnnouncementMap['ready'] ? true : false>,
  Holds<Same<Shipped.SentDetail, Announcements.SentDetail>>,
  Holds<
    Same<
      Shipped.RecordingOutcome,
      Announcements.AnalyticsAnnouncements['session-recording']['outcome']
    >
  >,
  Holds<Same<Shipped.SqPublicApi, SqPublicApi>>,
];
