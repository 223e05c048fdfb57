import { useSite } from "~/site/use-site";
import { splitContactLinks } from "./format";

/** Running text in which the brand's email address and phone numbers become mailto: and tel: links. */
export function ContactText({ text }: { text: string }) {
  const { brand } = useSite();
  const phones = [brand.contact.phone, brand.contact.contactSectionPhone];
  return (
    <>
      {splitContactLinks(text, phones).map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <a
            key={index}
            href={segment.href}
            className="font-medium whitespace-nowrap text-primary-ink underline"
          >
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}
