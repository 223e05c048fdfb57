/** The tax calculator page's own words (the calculator itself is app/resources/tax/). */
export const taxCalculatorPage = {
  title: "Tax Calculator",
  description:
    "Estimate your 2025 or 2026 federal, Ohio and city income tax, with Social Security, retirement income and the earned income credit. Free, private and built for Ohio.",
  intro:
    "Estimate your federal, Ohio and city income tax, see your tax bracket, and find out whether to expect a refund or a bill. Your answers stay in the page's address, so you can bookmark or share the result.",
} as const;
