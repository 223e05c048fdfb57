/**
 * Checks JSON-LD nodes against what search engines need for each type this site uses (schema.org
 * types; required and recommended properties as Google's structured data guidelines give them).
 * Used by the unit tests and by the browser tests on every rendered page. Returns a list of
 * problems; an empty list means the node is fine.
 */
import { jsonLdTypes, type JsonLd } from "./structured-data";

export interface JsonLdCheckOptions {
  /** When given, the node's own URLs (url, @id, item, mainEntityOfPage) must be on this origin. */
  siteUrl?: string;
}

type Problems = string[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function absoluteHttps(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function absoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function onSite(value: unknown, siteUrl: string | undefined): boolean {
  if (!siteUrl) return absoluteUrl(value);
  return absoluteUrl(value) && new URL(value as string).origin === new URL(siteUrl).origin;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function checkAddress(value: unknown, where: string, problems: Problems) {
  if (!isRecord(value) || value["@type"] !== "PostalAddress") {
    problems.push(`${where} must be a PostalAddress`);
    return;
  }
  for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]) {
    if (!text(value[key])) problems.push(`${where}.${key} is missing`);
  }
  if (text(value.postalCode) && !/^\d{5}(-\d{4})?$/.test(value.postalCode))
    problems.push(`${where}.postalCode is not a US ZIP code`);
}

function checkGeo(value: unknown, where: string, problems: Problems) {
  if (!isRecord(value) || value["@type"] !== "GeoCoordinates") {
    problems.push(`${where} must be GeoCoordinates`);
    return;
  }
  const { latitude, longitude } = value;
  if (typeof latitude !== "number" || latitude < -90 || latitude > 90)
    problems.push(`${where}.latitude is not a latitude`);
  if (typeof longitude !== "number" || longitude < -180 || longitude > 180)
    problems.push(`${where}.longitude is not a longitude`);
}

function checkHours(value: unknown, where: string, problems: Problems) {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${where} needs openingHoursSpecification`);
    return;
  }
  value.forEach((spec, index) => {
    const at = `${where}.openingHoursSpecification[${index}]`;
    if (!isRecord(spec) || spec["@type"] !== "OpeningHoursSpecification") {
      problems.push(`${at} must be an OpeningHoursSpecification`);
      return;
    }
    const days = Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek];
    if (
      days.length === 0 ||
      !days.every((day) => typeof day === "string" && DAYS.includes(day.replace("https://schema.org/", "")))
    ) {
      problems.push(`${at}.dayOfWeek must name days of the week`);
    }
    if (!TIME.test(String(spec.opens))) problems.push(`${at}.opens must be hh:mm`);
    if (!TIME.test(String(spec.closes))) problems.push(`${at}.closes must be hh:mm`);
    if (
      TIME.test(String(spec.opens)) &&
      TIME.test(String(spec.closes)) &&
      String(spec.opens) >= String(spec.closes)
    ) {
      problems.push(`${at} closes before it opens`);
    }
  });
}

function checkLocalBusiness(
  node: JsonLd,
  where: string,
  problems: Problems,
  options: JsonLdCheckOptions,
  top: boolean,
) {
  if (!text(node.name)) problems.push(`${where}.name is missing`);
  if (!onSite(node.url, options.siteUrl))
    problems.push(`${where}.url must be an absolute URL on the brand's site`);
  if (!text(node.telephone) || !/^\+1\d{10}$/.test(String(node.telephone)))
    problems.push(`${where}.telephone must be +1 and ten digits`);
  checkAddress(node.address, `${where}.address`, problems);
  if (node.geo !== undefined) checkGeo(node.geo, `${where}.geo`, problems);
  checkHours(node.openingHoursSpecification, where, problems);
  if (node.image !== undefined && !absoluteHttps(node.image))
    problems.push(`${where}.image must be an absolute https URL`);
  if (!top) return;
  if (!text(node["@id"]) || !onSite(node["@id"], options.siteUrl))
    problems.push(`${where}.@id must be a URL on the brand's site`);
  if (!absoluteHttps(node.logo) && !(isRecord(node.logo) && absoluteHttps(node.logo.url)))
    problems.push(`${where}.logo must be an absolute https URL`);
  const areas = Array.isArray(node.areaServed) ? node.areaServed : [];
  if (areas.length === 0 || !areas.every((area) => isRecord(area) && text(area.name)))
    problems.push(`${where}.areaServed must list named areas`);
  const sameAs = Array.isArray(node.sameAs) ? node.sameAs : [];
  if (sameAs.length === 0 || !sameAs.every(absoluteHttps))
    problems.push(`${where}.sameAs must list the social profiles as https URLs`);
  const locations = Array.isArray(node.location) ? node.location : [];
  if (locations.length === 0) problems.push(`${where}.location must list the offices`);
  locations.forEach((place, index) => {
    if (!isRecord(place) || !text(place.name)) {
      problems.push(`${where}.location[${index}] must be a named Place`);
      return;
    }
    checkAddress(place.address, `${where}.location[${index}].address`, problems);
  });
  if (node.department !== undefined) {
    const departments = Array.isArray(node.department) ? node.department : [];
    departments.forEach((department, index) => {
      if (!isRecord(department)) problems.push(`${where}.department[${index}] must be an object`);
      else checkLocalBusiness(department, `${where}.department[${index}]`, problems, options, false);
    });
  }
}

function checkBreadcrumbs(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
  if (items.length < 2) problems.push(`${where} needs at least two items (home and this page)`);
  items.forEach((item, index) => {
    const at = `${where}.itemListElement[${index}]`;
    if (!isRecord(item) || item["@type"] !== "ListItem") {
      problems.push(`${at} must be a ListItem`);
      return;
    }
    if (item.position !== index + 1) problems.push(`${at}.position must be ${index + 1}`);
    if (!text(item.name)) problems.push(`${at}.name is missing`);
    const last = index === items.length - 1;
    // Google allows the last item without a URL; every other item needs one.
    if (!(last && item.item === undefined) && !onSite(item.item, options.siteUrl))
      problems.push(`${at}.item must be a URL on the brand's site`);
  });
  const first = items[0];
  if (isRecord(first) && options.siteUrl && first.item !== new URL("/", options.siteUrl).href)
    problems.push(`${where} must start at the home page`);
}

function checkFaq(node: JsonLd, where: string, problems: Problems) {
  const questions = Array.isArray(node.mainEntity) ? node.mainEntity : [];
  if (questions.length === 0) problems.push(`${where}.mainEntity must list the questions`);
  questions.forEach((question, index) => {
    const at = `${where}.mainEntity[${index}]`;
    if (!isRecord(question) || question["@type"] !== "Question" || !text(question.name)) {
      problems.push(`${at} must be a Question with a name`);
      return;
    }
    const answer = question.acceptedAnswer;
    if (!isRecord(answer) || answer["@type"] !== "Answer" || !text(answer.text))
      problems.push(`${at}.acceptedAnswer must be an Answer with text`);
  });
}

function checkService(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  if (!text(node.name)) problems.push(`${where}.name is missing`);
  if (!text(node.description)) problems.push(`${where}.description is missing`);
  if (!onSite(node.url, options.siteUrl)) problems.push(`${where}.url must be a URL on the brand's site`);
  const provider = node.provider;
  if (!isRecord(provider) || !(text(provider.name) || text(provider["@id"])))
    problems.push(`${where}.provider must name or reference the firm`);
  if (node.offers !== undefined) {
    const offers = Array.isArray(node.offers) ? node.offers : [];
    offers.forEach((offer, index) => checkOffer(offer, `${where}.offers[${index}]`, problems));
  }
}

const PRICE = /^\d+(\.\d{1,2})?$/;

/** An Offer with a USD price, given directly or as a price specification (a "from" price is minPrice). */
function checkOffer(offer: unknown, where: string, problems: Problems) {
  if (!isRecord(offer) || offer["@type"] !== "Offer") {
    problems.push(`${where} must be an Offer`);
    return;
  }
  const spec = isRecord(offer.priceSpecification) ? offer.priceSpecification : undefined;
  const direct =
    offer.price !== undefined && offer.priceCurrency === "USD" && PRICE.test(String(offer.price));
  const specified =
    spec !== undefined &&
    spec.priceCurrency === "USD" &&
    [spec.price, spec.minPrice].some((price) => price !== undefined && PRICE.test(String(price)));
  if (!direct && !specified)
    problems.push(`${where} must have a USD price (price, or priceSpecification.price/minPrice)`);
}

function checkWebPage(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  if (!text(node.name)) problems.push(`${where}.name is missing`);
  if (!onSite(node.url, options.siteUrl)) problems.push(`${where}.url must be a URL on the brand's site`);
  const main = node.mainEntity;
  if (main !== undefined) {
    if (!isRecord(main)) problems.push(`${where}.mainEntity must be an object`);
    // The main entity is checked as a node of its own (a nested @context is optional).
    else
      problems.push(
        ...checkJsonLd({ "@context": "https://schema.org", ...main }, options).map(
          (problem) => `${where}.mainEntity: ${problem}`,
        ),
      );
  }
}

function checkApplication(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  if (!text(node.name)) problems.push(`${where}.name is missing`);
  if (!text(node.applicationCategory)) problems.push(`${where}.applicationCategory is missing`);
  if (!text(node.description)) problems.push(`${where}.description is missing`);
  // Search engines show applications only with a price (free is "0").
  checkOffer(node.offers, `${where}.offers`, problems);
  if (node.url !== undefined && !onSite(node.url, options.siteUrl))
    problems.push(`${where}.url must be a URL on the brand's site`);
}

function checkBlogPosting(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  if (!text(node.headline)) problems.push(`${where}.headline is missing`);
  if (!onSite(node.url, options.siteUrl)) problems.push(`${where}.url must be a URL on the brand's site`);
  if (!text(node.datePublished) || !ISO_DATE.test(String(node.datePublished)))
    problems.push(`${where}.datePublished must be an ISO 8601 date`);
  if (node.dateModified !== undefined && !ISO_DATE.test(String(node.dateModified)))
    problems.push(`${where}.dateModified must be an ISO 8601 date`);
  if (
    text(node.datePublished) &&
    text(node.dateModified) &&
    Date.parse(node.dateModified) < Date.parse(node.datePublished)
  ) {
    problems.push(`${where}.dateModified is before datePublished`);
  }
  const author = node.author;
  if (
    !isRecord(author) ||
    !["Person", "Organization"].includes(String(author["@type"])) ||
    !text(author.name)
  ) {
    problems.push(`${where}.author must be a Person or Organization with a name`);
  }
  if (node.image !== undefined && !absoluteHttps(node.image) && !absoluteUrl(node.image))
    problems.push(`${where}.image must be an absolute URL`);
  const publisher = node.publisher;
  if (!isRecord(publisher) || !(text(publisher.name) || text(publisher["@id"])))
    problems.push(`${where}.publisher must name or reference the firm`);
}

function checkWebsite(node: JsonLd, where: string, problems: Problems, options: JsonLdCheckOptions) {
  if (!text(node.name)) problems.push(`${where}.name is missing`);
  if (!onSite(node.url, options.siteUrl)) problems.push(`${where}.url must be the brand's site`);
}

/** Problems with one JSON-LD node (empty when it is fine). */
export function checkJsonLd(node: unknown, options: JsonLdCheckOptions = {}): string[] {
  const problems: Problems = [];
  if (!isRecord(node)) return ["JSON-LD must be an object"];
  if (node["@context"] !== "https://schema.org") problems.push('@context must be "https://schema.org"');
  const types = jsonLdTypes(node);
  if (types.length === 0) problems.push("@type is missing");
  for (const type of types) {
    const where = type;
    switch (type) {
      case "AccountingService":
      case "LocalBusiness":
        checkLocalBusiness(node, where, problems, options, true);
        break;
      case "BreadcrumbList":
        checkBreadcrumbs(node, where, problems, options);
        break;
      case "FAQPage":
        checkFaq(node, where, problems);
        break;
      case "Service":
        checkService(node, where, problems, options);
        break;
      case "BlogPosting":
        checkBlogPosting(node, where, problems, options);
        break;
      case "WebSite":
        checkWebsite(node, where, problems, options);
        break;
      case "WebPage":
      case "AboutPage":
      case "ContactPage":
      case "CollectionPage":
        checkWebPage(node, where, problems, options);
        break;
      case "WebApplication":
      case "SoftwareApplication":
        checkApplication(node, where, problems, options);
        break;
      default:
        problems.push(`${type} is not a type this site publishes (add a check for it here)`);
    }
  }
  return problems;
}
