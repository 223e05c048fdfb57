import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site (SPEC section 2). Old paths are redirected by app/site/redirects.ts. */
export default [
  layout("routes/_site.tsx", [
    index("routes/home.tsx"),

    route("services", "routes/services.tsx"),
    route("services/personal-tax/pricing", "routes/services.personal-tax.pricing.tsx"),
    route("services/:serviceId", "routes/services.$serviceId.tsx"),

    route("about-us", "routes/about-us.tsx"),
    route("contact", "routes/contact.tsx"),
    route("schedule", "routes/schedule.tsx"),

    route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
    route("accessibility", "routes/legal.tsx", { id: "accessibility" }),
    route("cookies", "routes/legal.tsx", { id: "cookies" }),

    route("resources/ohio-business-taxes", "routes/resources.ohio-business-taxes.tsx"),
    route("resources/tax-calculator", "routes/resources.tax-calculator.tsx"),
    route("resources/check-my-refund", "routes/resources.check-my-refund.tsx"),
    route("resources/tax-payment-center", "routes/resources.tax-payment-center.tsx"),
    route("resources/tax-prep-checklist", "routes/resources.tax-prep-checklist.tsx"),
    route("resources/tax-calendar", "routes/resources.tax-calendar.tsx"),
    // Deadline reminders by email through Ghost's members (issue 28): 404 without Ghost.
    route("reminders", "routes/reminders.tsx"),

    route("industries", "routes/industries.tsx"),
    route("industries/:industryId", "routes/industries.$industryId.tsx"),

    route("blog", "routes/blog.tsx"),
    route("blog/tag/:slug", "routes/blog.tag.$slug.tsx"),
    // Draft previews from Ghost (issue 18): only with GHOST_ADMIN_API_KEY set, otherwise 404.
    route("blog/preview/:id", "routes/blog.preview.$id.tsx"),
    route("p/:uuid", "routes/preview-entry.tsx"),
    route("blog/:slug", "routes/blog.$slug.tsx"),

    // Site search (issue 18): results rendered on the server, live once scripts run.
    route("search", "routes/search.tsx"),

    route("*", "routes/not-found.tsx"),
  ]),

  // Findability: resource routes answered per brand host (issue 8).
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("favicon.ico", "routes/favicon.ico.ts"),

  // Blog resource routes (issue 4): the RSS feed, and the 404 page's long-slug recovery lookups.
  route("rss.xml", "routes/rss[.]xml.ts"),
  // The tax calendar as an iCalendar feed (issue 28).
  route("resources/tax-calendar.ics", "routes/resources.tax-calendar[.]ics.ts"),
  route("api/blog/recover", "routes/api.blog.recover.ts"),
  route("api/reminders", "routes/api.reminders.ts"),
] satisfies RouteConfig;
