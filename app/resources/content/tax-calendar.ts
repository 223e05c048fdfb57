/**
 * Words of /resources/tax-calendar (content/resources/tax-calendar.yaml, read and checked by
 * app/content/resources.ts). Its deadlines are tax data: app/resources/tax-calendar/.
 */
import page from "~/content/collections/tax-calendar";
import type { TaxCalendarContent } from "~/content/resources";

export const taxCalendarPage: TaxCalendarContent = page;
