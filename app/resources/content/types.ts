/** Shared shapes of the tax resource pages' content modules. */

/** A link to an official tool or page (IRS, Ohio Department of Taxation, EFTPS, ODJFS). */
export interface OfficialLink {
  label: string;
  url: string;
  /** One line on what the visitor will find or do there. */
  description?: string;
}

/** Where a statement on a page comes from, for the "sources" list under it. */
export interface ContentSource {
  title: string;
  url: string;
}

/** A question a visitor asks, answered in a sentence or three. */
export interface Faq {
  question: string;
  answer: string;
}

/** A dated deadline. `date` is ISO (YYYY-MM-DD) so pages can sort, format and hide past dates. */
export interface Deadline {
  date: string;
  label: string;
  detail?: string;
}
