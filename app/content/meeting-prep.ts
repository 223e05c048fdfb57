/**
 * content/meeting-prep.yaml: what to bring to a meeting, the lists of the Schedule a Meeting page.
 * A list names the service it belongs to (so each brand sees its own work first) or none (the general
 * list, shown last).
 */
import { z } from "zod";
import { SERVICE_IDS } from "../brands/types.ts";
import { firstRepeated, text } from "./fields.ts";
import type { ContentFiles } from "./files.server.ts";
import type { PlaceholderRules } from "./placeholders.ts";
import { readYamlFile, type Camelized } from "./yaml.ts";

const meetingPrepSchema = z.strictObject({
  lists: z
    .array(
      z.strictObject({
        service: z.enum(SERVICE_IDS).optional(),
        title: text,
        items: z.array(text).min(1),
      }),
    )
    .min(1),
});

export type MeetingPrepContent = Camelized<z.output<typeof meetingPrepSchema>>;

const MEETING_PREP_FILE = "meeting-prep.yaml";

export function readMeetingPrep(
  files: ContentFiles,
  placeholders: PlaceholderRules,
): MeetingPrepContent | undefined {
  const content = readYamlFile(files, MEETING_PREP_FILE, meetingPrepSchema, placeholders);
  if (!content) return undefined;
  const repeated = firstRepeated(content.lists.map((list) => list.title));
  if (repeated) {
    files
      .problemsOf(MEETING_PREP_FILE)
      .add(`the title "${repeated}" is used twice; each list needs its own`, { field: "lists" });
    return undefined;
  }
  return content;
}
