/**
 * What to bring to a meeting (the /schedule page), by kind of meeting. The lists are in
 * content/meeting-prep.yaml; only the page's loader reads them, so none of this text is in the
 * browser bundle.
 */
import type { ServiceId } from "~/brands";
import meetingPrep from "~/content/collections/meeting-prep";

export interface PrepareList {
  /** The service this list belongs to, so each brand sees its own work first; none for the general list. */
  serviceId?: ServiceId;
  title: string;
  items: readonly string[];
}

/** What to bring, by kind of meeting. Ordered per brand by its service priorities (see the loader). */
export const PREPARE_LISTS: readonly PrepareList[] = meetingPrep.lists.map(({ service, title, items }) => ({
  ...(service ? { serviceId: service } : {}),
  title,
  items,
}));

/** Lists for this brand's services first, in its order; the general list last. */
export function orderPrepareLists(
  lists: readonly PrepareList[],
  servicePriorities: readonly ServiceId[],
): PrepareList[] {
  const rank = (list: PrepareList) => {
    if (!list.serviceId) return Number.MAX_SAFE_INTEGER;
    const index = servicePriorities.indexOf(list.serviceId);
    return index === -1 ? Number.MAX_SAFE_INTEGER - 1 : index;
  };
  return [...lists].sort((a, b) => rank(a) - rank(b));
}
