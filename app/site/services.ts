/**
 * The firm's eight services: the fields of SPEC section 3 ("Service") plus every word of each service page.
 *
 * The text here is shared by all three brands. What differs per brand (a service's title, its short
 * description and the order services are shown in) lives in the brand files (`serviceOverrides`,
 * `contentPriorities.services`) and is applied by `getServicesForBrand`: there is no brand branching here.
 *
 * Tax figures carry their source and tax year in the text itself, so a reader (and the next editor) can
 * check them.
 */
import { SERVICE_IDS, type Brand, type ServiceId } from "~/brands";
import type { IndustryId } from "./industries";

/** Icon names used by the site's content (icons drawn by the sprite: app/components/ui/icons.tsx). */
export type SiteIconName =
  | "Receipt"
  | "Building2"
  | "FileSignature"
  | "BookOpen"
  | "Wallet"
  | "LineChart"
  | "Users"
  | "Megaphone"
  | "HardHat"
  | "Store"
  | "Briefcase"
  | "Fuel"
  | "Landmark"
  | "Factory"
  | "Stethoscope";

export interface Faq {
  question: string;
  answer: string;
}

/** A short heading with a sentence or two under it (steps, realities, "how we help"). */
export interface TitledText {
  title: string;
  text: string;
}

/** One feature of a service with a one-line explanation; `feature` is also the card's bullet. */
export interface IncludedFeature {
  feature: string;
  explanation: string;
}

/** A service as SPEC section 3 describes it: what cards, menus and the home page need. */
export interface Service {
  id: ServiceId;
  title: string;
  /** Two or three sentences for the services overview page. */
  description: string;
  /** One sentence for cards and menus. */
  shortDescription: string;
  icon: SiteIconName;
  link: `/services/${ServiceId}`;
  image: `/services/${ServiceId}.svg`;
  features: readonly string[];
  /** 1 is shown first. In `getServicesForBrand` results it is the position in that brand's order. */
  priority: number;
}

/** A service with the full content of its page. */
export interface ServicePage extends Service {
  /** The paragraph under the page title. */
  lede: string;
  whoItIsFor: { paragraph: string; bullets: readonly string[] };
  /** What the service includes; `features` is derived from it so the two never drift apart. */
  included: readonly IncludedFeature[];
  /** How working together goes, in order. */
  steps: readonly TitledText[];
  whatToBring: readonly string[];
  faqs: readonly Faq[];
  relatedIndustries: readonly IndustryId[];
  relatedServices: readonly ServiceId[];
}

type ServiceContent = Omit<ServicePage, "link" | "image" | "features" | "priority">;

const CONTENT: { readonly [Id in ServiceId]: ServiceContent & { id: Id } } = {
  "personal-tax": {
    id: "personal-tax",
    title: "Personal Tax Returns",
    shortDescription:
      "Federal, Ohio, school district and city returns for families, retirees and side businesses, prepared by people you can call.",
    description:
      "We prepare your federal Form 1040, Ohio IT 1040, school district SD 100 and city return together, so nothing falls between the cracks. You get a clear explanation of your refund or balance due before anything is filed, and help with any letter that arrives afterward.",
    icon: "Receipt",
    lede: "Most families in Muskingum County don't file one tax return. They file three or four: federal, Ohio, often a school district return and a city or village return. We prepare all of them together, check them against each other and against last year, and explain the result in plain language before anything is filed.",
    whoItIsFor: {
      paragraph:
        "Our personal tax clients range from a teenager with a first summer job in Dresden to retirees in Zanesville drawing pensions and Social Security, and from families with a side business to landlords with a few rentals in Coshocton County. We can help if you are:",
      bullets: [
        "A W-2 employee who wants it done right and doesn't want to guess about the school district or city return",
        "A family claiming children, child care, education credits or an adult dependent",
        "Retired, with Social Security, a pension, IRA withdrawals or required minimum distributions",
        "A gig worker, contractor or side-business owner with 1099 income",
        "A landlord, a farmer, a royalty owner, or someone who sold property, stock or a home this year",
        "Someone who moved into or out of Ohio, or worked in more than one city",
      ],
    },
    included: [
      {
        feature: "Federal Form 1040 and all schedules",
        explanation:
          "Itemized deductions, business income (Schedule C), rentals and royalties (Schedule E), farm income (Schedule F), capital gains and credits: whatever your year calls for.",
      },
      {
        feature: "Ohio IT 1040",
        explanation:
          "Including the Ohio adjustments and credits that apply to you, such as the business income deduction, retirement income credits and credit for tax paid to another state.",
      },
      {
        feature: "School district return (SD 100)",
        explanation:
          "If you live in an Ohio school district with an income tax, we confirm your district number and file the SD 100 with your state return.",
      },
      {
        feature: "City or village income tax return",
        explanation:
          "Whether your town uses RITA, CCA or its own income tax office, we prepare the return and apply credit for tax withheld where you work.",
      },
      {
        feature: "E-filing and direct deposit",
        explanation:
          "Federal and Ohio returns are filed electronically; refunds go straight to your bank, and a balance due can be drafted on the due date.",
      },
      {
        feature: "Estimated tax planning",
        explanation:
          "If you owe because too little was withheld, we work out quarterly payments for the IRS, Ohio and your city so next April holds no surprise.",
      },
      {
        feature: "A review of your finished return",
        explanation:
          "We walk through the return with you, in person, by phone or by video, before you sign the e-file authorization.",
      },
      {
        feature: "Help with letters afterward",
        explanation:
          "If the IRS, the Ohio Department of Taxation or your city writes about a return we prepared, bring the letter in and we'll tell you what it means.",
      },
    ],
    steps: [
      {
        title: "Get in touch",
        text: "Call, send a message or book a time online. Tell us briefly what changed this year: a new job, a new baby, a new house, a sale or a move.",
      },
      {
        title: "Bring or upload your documents",
        text: "Drop them at our Dresden or Pickerington office, or upload them through our secure client portal. Our tax prep checklist shows what to gather.",
      },
      {
        title: "We prepare and check",
        text: "We prepare the federal, Ohio, school district and city returns together and compare them with last year's to catch anything missing. If we need something, we ask once, with a clear list.",
      },
      {
        title: "We walk you through it",
        text: "We explain your refund or balance due, what drove it and what you could do differently next year. You approve and sign the e-file authorization in person or electronically.",
      },
      {
        title: "We file and follow up",
        text: "We e-file, confirm each return was accepted and keep a copy in your portal. If a letter arrives later, you know exactly whom to call.",
      },
    ],
    whatToBring: [
      "Photo ID for you and your spouse, and Social Security numbers and dates of birth for everyone on the return",
      "All W-2s and 1099s (1099-NEC, 1099-K, 1099-INT, 1099-DIV, 1099-R, SSA-1099) and any K-1s",
      "Last year's federal, Ohio and city returns, if we didn't prepare them",
      "Form 1098 for mortgage interest, your property tax bills and receipts for charitable gifts",
      "Your child care provider's name, address, tax ID and the amount you paid",
      "Form 1095-A if you had health insurance through the Marketplace",
      "Records of estimated payments made to the IRS, Ohio or your city",
      "Income and expense totals for any business, farm or rental",
      "Bank routing and account numbers for direct deposit",
    ],
    faqs: [
      {
        question: "Do I have to file a city return if my employer already withholds city tax?",
        answer:
          "Often, yes. Many Ohio cities and villages require residents to file an annual return even when tax was withheld at work, and if your home town gives only partial credit for tax paid to the city where you work, you may owe the difference. Rules differ from town to town, so we check yours as part of every return.",
      },
      {
        question: "What is the school district income tax, and does it apply to me?",
        answer:
          "Some Ohio school districts levy an income tax approved by their voters. It is based on where you live, not where you work, and it is filed on Ohio form SD 100. You can look up your district with The Finder on the Ohio Department of Taxation's website; we confirm it for you when we prepare your return.",
      },
      {
        question: "When are returns due, and can I get an extension?",
        answer:
          "Federal and Ohio individual returns are generally due April 15, and most Ohio municipal returns share that date. An extension gives you more time to file, not more time to pay. Ohio honors a federal extension, so there is no separate Ohio extension form, but any tax you owe should still be paid by the April due date to avoid interest and penalties.",
      },
      {
        question: "Did the 2025 federal tax law change my return?",
        answer:
          "Possibly. The One Big Beautiful Bill Act, signed July 4, 2025, made the lower federal tax rates and larger standard deduction permanent and added new deductions, mostly for tax years 2025 through 2028, for some tip and overtime income and for taxpayers 65 and older. Each has income limits and paperwork rules, so we check every one against your year.",
      },
      {
        question: "How much will my return cost?",
        answer:
          "It depends on what's in the return, never on the size of your refund. Our personal tax pricing page lists starting prices for common returns, and we tell you your price before we begin. If something turns up that changes it, we tell you before doing the extra work.",
      },
      {
        question: "Can you fix a return I filed myself or with someone else?",
        answer:
          "Yes. We review the return and, if needed, prepare amended federal (Form 1040-X), Ohio and city returns. To claim a federal refund you generally have three years from the date the original return was filed, so older mistakes are worth a look sooner rather than later.",
      },
      {
        question: "Is it safe to send my documents online?",
        answer:
          "Yes, through our secure client portal. Please don't send Social Security numbers, tax forms or account numbers by regular email or through the contact form on this website; the portal is built for exactly that, and you can also drop papers off at either office.",
      },
    ],
    relatedIndustries: ["professional-services", "healthcare", "oil-and-gas"],
    relatedServices: ["business-tax", "bookkeeping", "business-formation"],
  },

  "business-tax": {
    id: "business-tax",
    title: "Business Tax Preparation",
    shortDescription:
      "Returns for sole proprietors, LLCs, partnerships and S and C corporations, plus the Ohio CAT, sales tax and city net profit filings.",
    description:
      "We prepare federal business returns (Schedule C, Form 1065, Form 1120-S and Form 1120) together with the Ohio, municipal and commercial activity tax filings that go with them. Planning happens before year-end, while decisions about equipment, owner salaries and retirement contributions can still make a difference.",
    icon: "Building2",
    lede: "A business return is only as good as the books behind it and the decisions made before December 31. We prepare your federal, Ohio and city returns together, and we talk with you during the year, not just in March, so the return holds no surprises for you or your partners.",
    whoItIsFor: {
      paragraph:
        "We work with owner-run businesses across Muskingum County and central Ohio: contractors, shops, farms, medical and professional practices, oil and gas interests and small manufacturers. Typical clients include:",
      bullets: [
        "Sole proprietors and single-member LLCs filing Schedule C or Schedule F",
        "Multi-member LLCs and partnerships filing Form 1065 and issuing K-1s",
        "S corporations filing Form 1120-S, including owners deciding on a reasonable salary",
        "C corporations filing Form 1120",
        "Businesses with Ohio commercial activity tax, sales tax or municipal net profit tax to file",
        "Owners who are behind on filings and need to catch up",
      ],
    },
    included: [
      {
        feature: "Federal business returns",
        explanation:
          "Schedule C, Schedule F, Form 1065, Form 1120-S or Form 1120, with a K-1 for every owner.",
      },
      {
        feature: "Ohio pass-through filings",
        explanation:
          "Ohio withholding (IT 1140) or composite (IT 4708) returns for nonresident owners, and a yearly look at whether the Ohio pass-through entity tax election (IT 4738) saves the owners money.",
      },
      {
        feature: "Municipal net profit returns",
        explanation:
          "A return for each city where the business earns profit, filed with the city, RITA or CCA, or through the Ohio Business Gateway if you have elected centralized filing.",
      },
      {
        feature: "Ohio commercial activity tax (CAT)",
        explanation:
          "We confirm whether the CAT applies to you: from 2025, businesses with $6 million or less of Ohio taxable gross receipts are excluded (Ohio Department of Taxation, HB 33). Above that, we prepare the returns.",
      },
      {
        feature: "Sales and use tax",
        explanation:
          "Ohio sales tax returns reconciled to your sales records, and a check for use tax owed on purchases where no sales tax was charged.",
      },
      {
        feature: "Depreciation and fixed-asset schedules",
        explanation:
          "Federal and Ohio depreciation, including Section 179 and bonus depreciation choices and the Ohio add-back that follows them.",
      },
      {
        feature: "Year-end planning meeting",
        explanation:
          "A fall meeting to project the year, set owner pay, time equipment purchases and plan retirement contributions while there's still time.",
      },
      {
        feature: "Estimated tax calendar",
        explanation: "Due dates and amounts for federal, Ohio and city estimated payments, so nothing slips.",
      },
    ],
    steps: [
      {
        title: "Introductory call",
        text: "We learn what the business does, how it's organized, who owns it and where it operates, and we ask for the last two years of returns.",
      },
      {
        title: "Engagement letter",
        text: "You receive a written engagement letter with the scope of work and the fee. Work begins once it's signed.",
      },
      {
        title: "Books check",
        text: "We review your year-end books, or whatever records you keep, and send one list of questions and proposed adjustments.",
      },
      {
        title: "Prepare and review",
        text: "We prepare the federal, Ohio and city returns together and show each owner what will appear on their K-1 and personal return before anything is filed.",
      },
      {
        title: "File and plan ahead",
        text: "We e-file, set up next year's estimated payments and put a year-end planning meeting on the calendar.",
      },
    ],
    whatToBring: [
      "The last two years of federal and state business returns",
      "Year-end profit and loss statement, balance sheet and general ledger, or access to your accounting software",
      "December bank, credit card and loan statements",
      "Purchase and sale documents for equipment, vehicles or buildings bought or sold this year",
      "Payroll reports: W-2s and W-3, Forms 941 and the Ohio withholding reconciliation",
      "1099s you issued and 1099s you received",
      "Any change in ownership, and records of owner contributions and distributions",
      "Any letters from the IRS, the Ohio Department of Taxation or your city",
    ],
    faqs: [
      {
        question: "When are business returns due?",
        answer:
          "For calendar-year businesses, partnership returns (Form 1065) and S corporation returns (Form 1120-S) are due March 15. C corporation returns (Form 1120) and sole proprietors' Schedule C, filed with the owner's Form 1040, are due April 15. A six-month extension is available for filing, but not for paying.",
      },
      {
        question: "Should my LLC be taxed as an S corporation?",
        answer:
          "Sometimes. An S corporation election can lower self-employment tax once profit comfortably exceeds a reasonable salary for the owner's work, but it adds payroll, a separate return and more bookkeeping. We run the numbers for your situation before recommending it, and because the election (Form 2553) has deadlines, ask early in the year.",
      },
      {
        question: "What is the Ohio pass-through entity tax election?",
        answer:
          "Ohio lets partnerships and S corporations choose to pay Ohio income tax at the entity level on Form IT 4738. Because the business can deduct that tax on its federal return, owners can get around the federal cap on itemized deductions for state and local taxes. Whether it helps depends on each owner's situation, so we model it every year before the election is made.",
      },
      {
        question: "Do I owe the Ohio commercial activity tax?",
        answer:
          "Starting with 2025, only businesses with more than $6 million of Ohio taxable gross receipts in the calendar year owe the CAT, and the annual minimum tax ended in 2024 (Ohio Department of Taxation, HB 33). If you're under the exclusion and still have a CAT account, you may be able to cancel it; we can help.",
      },
      {
        question: "I'm behind on business returns. Where do we start?",
        answer:
          "With the most recent year and any letters you've received. We gather the records, prepare the missing returns in order, and talk with the IRS and Ohio about penalty relief and payment plans where they apply. Being late is fixable; ignoring the letters is what makes it expensive.",
      },
      {
        question: "Do my books need to be finished first?",
        answer:
          "It helps. If your books aren't closed for the year, we can clean them up as part of the engagement at a price quoted up front, or take over monthly bookkeeping so next year starts ready.",
      },
    ],
    relatedIndustries: ["construction", "retail", "manufacturing", "oil-and-gas", "professional-services"],
    relatedServices: ["bookkeeping", "fractional-cfo", "payroll"],
  },

  "business-formation": {
    id: "business-formation",
    title: "Business Formation",
    shortDescription:
      "Choose the right entity, register it with the Ohio Secretary of State and the tax agencies, and start the books correctly from day one.",
    description:
      "Starting a business in Ohio means filings with several agencies, and the order matters. We help you choose between a sole proprietorship, an LLC, an S corporation election or a corporation, file with the Ohio Secretary of State, get your EIN, and register for the Ohio taxes, employer accounts and licenses your business needs.",
    icon: "FileSignature",
    lede: "The choices you make in a business's first month (entity type, tax election, bank account, bookkeeping) are the hardest to undo later. We help you make them on purpose, with real numbers, and then handle the paperwork with the Ohio Secretary of State, the IRS and the state agencies.",
    whoItIsFor: {
      paragraph:
        "Whether you're opening a shop on Main Street in Dresden, putting a trade you've worked for years under your own name, or moving a rental property into its own company, formation is the same checklist in a different order. We help:",
      bullets: [
        "First-time owners turning a side job or a trade into a real business",
        "Partners going into business together who need to settle ownership and money questions up front",
        "Sole proprietors who have grown enough to consider an LLC or an S corporation election",
        "Landlords moving rental property into an LLC",
        "Businesses from other states registering to do business in Ohio",
        "Families setting up a business a child or partner will one day take over",
      ],
    },
    included: [
      {
        feature: "Entity selection meeting",
        explanation:
          "We compare a sole proprietorship, LLC, partnership, S corporation and C corporation for your income, risks and plans, and put the recommendation in writing.",
      },
      {
        feature: "Ohio Secretary of State filing",
        explanation:
          "We prepare and file Articles of Organization for an LLC (the state's filing fee is $99, Ohio Secretary of State fee schedule, 2025) or Articles of Incorporation, and name your statutory agent.",
      },
      {
        feature: "Federal EIN",
        explanation:
          "We obtain your Employer Identification Number from the IRS with the correct entity classification.",
      },
      {
        feature: "S corporation election",
        explanation:
          "When it makes sense, we file Form 2553 on time and set up the owner payroll that has to go with it.",
      },
      {
        feature: "Ohio tax registrations",
        explanation:
          "A vendor's license for sales tax, an employer withholding account, and a commercial activity tax account only if your receipts will pass the exclusion, through the Ohio Business Gateway.",
      },
      {
        feature: "Employer accounts",
        explanation:
          "If you'll have employees: an unemployment account with the Ohio Department of Job and Family Services, workers' compensation coverage with the Ohio Bureau of Workers' Compensation and city withholding accounts.",
      },
      {
        feature: "Operating agreement checklist",
        explanation:
          "We walk through the business decisions an operating agreement should settle (ownership, capital, draws, buyouts) so your attorney can draft it efficiently. We don't draft legal documents ourselves.",
      },
      {
        feature: "Books set up from day one",
        explanation:
          "A chart of accounts, bank and card connections, and a simple monthly routine, so your first tax return is an easy one.",
      },
    ],
    steps: [
      {
        title: "Plan",
        text: "We meet to understand the business, the owners, expected income and risks, and compare entity types with your numbers, not rules of thumb.",
      },
      {
        title: "File",
        text: "We file with the Ohio Secretary of State, obtain the EIN and make any tax election, in the right order.",
      },
      {
        title: "Register",
        text: "We open the accounts the business needs with the Ohio Department of Taxation, ODJFS, the BWC and your city.",
      },
      {
        title: "Set up",
        text: "We set up the books, explain how owners get paid and give you a calendar of every filing deadline for the first year.",
      },
      {
        title: "Check in",
        text: "About ninety days in, we review the first months of books together and adjust anything that isn't working.",
      },
    ],
    whatToBring: [
      "Your proposed business name, a backup choice and any trade names you plan to use",
      "Names, addresses and ownership percentages of every owner",
      "The business's Ohio address, and your statutory agent if you have one in mind",
      "What the business will sell and where: a storefront, online, at events or on job sites",
      "Expected first-year sales and whether you'll hire employees",
      "Owners' Social Security numbers for the EIN application and any tax election",
      "Any license your trade needs, for example from the Ohio Construction Industry Licensing Board or a professional licensing board",
    ],
    faqs: [
      {
        question: "Do I need an LLC to start a business in Ohio?",
        answer:
          "No. You can operate as a sole proprietor under your own name or a registered trade name. An LLC helps keep business debts separate from your personal assets when you keep it separate in practice, and filing one with the Ohio Secretary of State costs $99 (2025 fee). An LLC doesn't change your taxes by itself: a single-member LLC is taxed like a sole proprietor unless it elects otherwise.",
      },
      {
        question: "Does Ohio require an annual report for LLCs?",
        answer:
          "No. Ohio doesn't require LLCs to file an annual report or pay an annual fee to the Secretary of State. You do need to keep a statutory agent on record and file the tax returns that apply to your business.",
      },
      {
        question: "When should I elect S corporation status?",
        answer:
          "When profit is high enough that paying yourself a reasonable salary and taking the rest as distributions saves more in self-employment tax than the extra payroll and return cost. The election is generally due within 2 months and 15 days of the start of the tax year it should apply to; relief for late elections is sometimes available, but it's better not to need it.",
      },
      {
        question: "Will my town want its own registration?",
        answer:
          "Often. Many Ohio cities and villages expect a new business to register for net profit tax and, once you have employees, for withholding. Some towns use RITA or CCA and some run their own income tax office. We check every town where you'll have an office or regular job sites.",
      },
      {
        question: "Do you write operating agreements?",
        answer:
          "We're tax and accounting professionals, not attorneys. We work out the business and tax decisions with you and then work with your attorney, or refer you to one, for the legal drafting.",
      },
      {
        question: "How long does it take?",
        answer:
          "Online filings with the Ohio Secretary of State are usually processed within a few business days, and an EIN applied for online is issued the same day. State tax and employer registrations can take a few weeks, so start before your first sale or first pay day.",
      },
    ],
    relatedIndustries: ["construction", "retail", "professional-services", "healthcare"],
    relatedServices: ["business-tax", "bookkeeping", "payroll"],
  },

  bookkeeping: {
    id: "bookkeeping",
    title: "Bookkeeping",
    shortDescription:
      "Monthly books reconciled to your bank, reports you can read, and a business that's ready for tax time any day of the year.",
    description:
      "We record and reconcile your income and expenses every month in your accounting software, or set one up for you, and send a profit and loss statement and balance sheet with notes in plain English. Sales tax, payroll and year-end tax work all start from the same clean numbers.",
    icon: "BookOpen",
    lede: "Good books answer simple questions quickly: Did we make money last month? Who owes us? Can we afford the new truck? We keep your books current and reconciled every month, so you always know where you stand and tax season takes days instead of weeks.",
    whoItIsFor: {
      paragraph:
        "Our bookkeeping clients are owners who would rather spend their evenings on the business, or with family, than on receipts. It's a good fit for:",
      bullets: [
        "Businesses with a box of receipts, or a year of transactions that were never categorized",
        "Contractors who need to know which jobs make money",
        "Shops and restaurants reconciling register deposits and sales tax",
        "Practices and firms that want monthly reports for partners or a lender",
        "Owners whose spouse or office manager keeps the books and would like a professional check",
        "Anyone whose tax preparer asks the same year-end questions every spring",
      ],
    },
    included: [
      {
        feature: "Monthly transaction coding",
        explanation:
          "Every deposit, check, card charge and transfer coded to the right account, with our questions gathered into one short list.",
      },
      {
        feature: "Bank, card and loan reconciliations",
        explanation:
          "Each account reconciled to its statement every month, so the balances in your books are the balances at the bank.",
      },
      {
        feature: "Monthly financial statements",
        explanation:
          "A profit and loss statement and balance sheet, with a short note on what changed and what needs your attention.",
      },
      {
        feature: "Receivables and payables",
        explanation:
          "Who owes you, whom you owe and when, so invoices get collected and bills get paid on time.",
      },
      {
        feature: "Sales tax support",
        explanation: "Sales tracked by county so your Ohio sales tax returns match your books.",
      },
      {
        feature: "Clean-up and catch-up",
        explanation:
          "If your books are behind, we bring them current month by month first, at a price quoted before we start.",
      },
      {
        feature: "Year-end package",
        explanation:
          "Books closed and adjusted, with a list of contractors who need 1099s and the year's equipment purchases, ready for the tax return.",
      },
      {
        feature: "Software setup and training",
        explanation:
          "We set up or tidy your accounting software, connect bank feeds and show you or your staff the few tasks that stay yours.",
      },
    ],
    steps: [
      {
        title: "A look at your books",
        text: "We review your current setup, your accounts and how far behind things are, then quote a monthly fee based on volume and complexity.",
      },
      {
        title: "Clean-up",
        text: "We fix the chart of accounts, reconcile past months and clear out old uncleared items, so we start from numbers we trust.",
      },
      {
        title: "The monthly routine",
        text: "Each month we record and reconcile everything and send our questions in one batch. You answer through the portal, by email or by phone.",
      },
      {
        title: "Reports and a conversation",
        text: "Your statements arrive by an agreed day each month, and we talk them through quarterly or whenever you'd like.",
      },
      {
        title: "Year-end",
        text: "We close the year and hand a clean file to your tax preparer, or to our own tax team.",
      },
    ],
    whatToBring: [
      "Statements, or read-only access, for every business bank, credit card and loan account",
      "Access to your accounting software, or permission to set one up",
      "Reports from your register, invoicing system or card processor",
      "Payroll reports, if someone else runs your payroll",
      "Loan papers and purchase documents for vehicles and equipment",
      "Last year's business tax return and year-end balance sheet",
      "A list of the contractors and vendors you pay, with their Forms W-9",
    ],
    faqs: [
      {
        question: "What accounting software do you work in?",
        answer:
          "We work in the common cloud accounting programs and can usually work in what you already use. If you don't have software yet, we recommend one based on your size and on what your bank and point-of-sale system connect to.",
      },
      {
        question: "How much does monthly bookkeeping cost?",
        answer:
          "It's a flat monthly fee set by the number of accounts and transactions and by any extra work, such as payroll, sales tax or job costing. We quote it after looking at a recent month of your activity, so you know the price before you commit.",
      },
      {
        question: "My books are a year behind. Is that a problem?",
        answer:
          "It's common and it's fixable. We catch up month by month, starting with the bank reconciliations, and tell you the cost up front. If a tax return is due, we put first whatever is needed to file it or to extend it.",
      },
      {
        question: "Will I still have work to do?",
        answer:
          "A little: send us receipts for larger purchases, answer our monthly questions, and tell us about new loans, new equipment or new owners. For most owners that's a short list each month instead of a weekend at tax time.",
      },
      {
        question: "Should my books be on the cash or accrual basis?",
        answer:
          "Many small businesses keep cash-basis books, which are simple and match the bank. Some need accrual reports for a lender, for job costing or to see true monthly profit. We can keep your books one way and give you reports the other way when that helps.",
      },
      {
        question: "Is my financial information secure?",
        answer:
          "We exchange documents through a secure client portal, use read-only bank connections where we can, and limit access to the people on our team who work on your account.",
      },
    ],
    relatedIndustries: ["construction", "retail", "healthcare", "professional-services", "private-equity"],
    relatedServices: ["business-tax", "payroll", "fractional-cfo"],
  },

  payroll: {
    id: "payroll",
    title: "Payroll Services",
    shortDescription:
      "Pay your team on time, every time, while we file the federal, Ohio, school district and city payroll reports.",
    description:
      "We run weekly, biweekly, semimonthly or monthly payroll with direct deposit and pay stubs, and file and pay the payroll taxes that go with it: federal Forms 941 and 940, Ohio and school district withholding, city withholding, Ohio unemployment reports and year-end W-2s. Workers' compensation payroll reports and new-hire reporting are part of the service.",
    icon: "Wallet",
    lede: "Payroll in Ohio has more moving parts than most owners expect: federal, state, school district and city withholding, unemployment reports to ODJFS, workers' compensation through the Ohio BWC and new-hire reporting. We run all of it on a schedule, so your people are paid right and every filing goes in on time.",
    whoItIsFor: {
      paragraph:
        "Our payroll clients range from a household with one caregiver to employers with crews across several counties. Our payroll service fits you if you are:",
      bullets: [
        "Hiring your first employee and unsure which accounts to open",
        "An S corporation owner who needs a reasonable salary run through payroll",
        "A contractor with crews working in several cities, each with its own income tax",
        "A restaurant or salon with tipped employees",
        "An employer who has received a penalty notice for a late or incorrect payroll filing",
        "A business that has outgrown doing payroll by hand",
      ],
    },
    included: [
      {
        feature: "Payroll processing",
        explanation:
          "Weekly, biweekly, semimonthly or monthly pay runs with direct deposit or printed checks, and a pay stub for every employee.",
      },
      {
        feature: "Federal payroll taxes",
        explanation:
          "Deposits of federal income tax, Social Security and Medicare, the quarterly Form 941 and the annual Form 940.",
      },
      {
        feature: "Ohio and school district withholding",
        explanation:
          "Ohio withholding deposits (IT 501) and the annual IT 941 reconciliation, plus school district withholding for employees who live in a taxing district.",
      },
      {
        feature: "City and village withholding",
        explanation:
          "Municipal tax withheld for where your employees work, and for where they live if you choose to offer it, filed with RITA, CCA or the city directly.",
      },
      {
        feature: "Ohio unemployment reports",
        explanation:
          "Quarterly wage and contribution reports to the Ohio Department of Job and Family Services, at the rate ODJFS assigns you each year.",
      },
      {
        feature: "Workers' compensation payroll reports",
        explanation:
          "The annual payroll true-up with the Ohio Bureau of Workers' Compensation, with wages split into the right job classifications.",
      },
      {
        feature: "New-hire reporting",
        explanation:
          "Every new or rehired employee reported to the Ohio New Hire Reporting Center within 20 days of hire, as Ohio requires.",
      },
      {
        feature: "Year-end forms",
        explanation:
          "W-2s for employees, the W-3 and Ohio IT 3 transmittals, and 1099-NEC forms for independent contractors.",
      },
    ],
    steps: [
      {
        title: "Set up",
        text: "We collect company details and your existing tax account numbers (or open the accounts), plus each employee's pay rate, W-4 and Ohio IT 4.",
      },
      {
        title: "Check the first run",
        text: "If you're switching mid-year, we load year-to-date wages and compare our first payroll with your old one, so the totals carry over exactly.",
      },
      {
        title: "Pay day routine",
        text: "You send hours by an agreed cutoff, we process the payroll, you approve it, and employees are paid on schedule.",
      },
      {
        title: "Filings on time",
        text: "Deposits and returns go to the IRS, Ohio, school districts, cities, ODJFS and the BWC on their schedules, with copies in your portal.",
      },
      {
        title: "Year-end",
        text: "We prepare W-2s and 1099s, reconcile the year and help you plan raises, bonuses and benefits for the next one.",
      },
    ],
    whatToBring: [
      "Your federal EIN and Ohio withholding account number, or we'll help you register",
      "Your ODJFS unemployment account number and this year's contribution rate notice",
      "Your Ohio BWC policy number",
      "For each employee: Form W-4, Ohio IT 4, pay rate and direct deposit details (you keep the Form I-9 on file)",
      "Each employee's home address, so school district and city of residence are set correctly",
      "Year-to-date payroll registers and prior quarterly returns, if you're switching mid-year",
      "Deductions such as health insurance premiums, retirement contributions and garnishment orders",
    ],
    faqs: [
      {
        question: "How often can I run payroll?",
        answer:
          "Weekly, biweekly, semimonthly or monthly. Ohio law (Ohio Revised Code 4113.15) generally requires wages to be paid at least twice a month, so talk with us before choosing a monthly schedule for hourly staff.",
      },
      {
        question: "Which Ohio accounts does a new employer need?",
        answer:
          "Generally an Ohio withholding account with the Department of Taxation, an unemployment account with ODJFS, workers' compensation coverage through the Ohio BWC and withholding accounts for the cities where employees work. Ohio is one of a few states where workers' compensation comes from a state fund rather than private insurers, unless an employer qualifies to self-insure.",
      },
      {
        question: "What about employees who live in a school district with an income tax?",
        answer:
          "School district income tax follows where the employee lives. Ohio requires employers to withhold it for employees who live in a taxing district, with payments on form SD 101 and an annual SD 141 reconciliation. We set each employee's district from their home address.",
      },
      {
        question: "Can you pay S corporation owners?",
        answer:
          "Yes. S corporation owners who work in the business should be paid a reasonable salary through payroll before taking distributions. We set up owner payroll on a schedule that fits your cash flow.",
      },
      {
        question: "What if a payroll tax notice arrives?",
        answer:
          "Send it to us. If it concerns a period we filed, we research it and respond. If it's from before we started, we explain what it means and quote the work to resolve it.",
      },
      {
        question: "Do you handle independent contractors too?",
        answer:
          "Yes. We help you decide whether a worker is an employee or an independent contractor, collect W-9s and file 1099-NEC forms in January. Treating an employee as a contractor is one of the most expensive payroll mistakes, so ask us before you start paying someone new.",
      },
    ],
    relatedIndustries: ["construction", "healthcare", "retail", "manufacturing"],
    relatedServices: ["hr-consulting", "bookkeeping", "business-tax"],
  },

  "fractional-cfo": {
    id: "fractional-cfo",
    title: "Fractional CFO",
    shortDescription:
      "Budgets, cash-flow forecasts and a monthly numbers meeting with someone who knows your business, for a fraction of a full-time hire.",
    description:
      "A fractional CFO gives a growing business part-time senior finance help: a budget, a rolling cash-flow forecast, the key numbers on one page, and a standing monthly meeting to decide what to do about them. We also prepare lender packages, review pricing and help plan for succession or a sale.",
    icon: "LineChart",
    lede: "As a business grows, the owner's questions change from 'Did we make money?' to 'Can we afford to hire, buy, expand or borrow?' A fractional CFO answers those questions with your own numbers, for a monthly fee instead of a full-time executive's salary.",
    whoItIsFor: {
      paragraph:
        "Fractional CFO work suits businesses that have reliable books and decisions bigger than the books alone can answer. Clients typically include:",
      bullets: [
        "Owners who are the only person who sees the whole financial picture and want a second set of eyes",
        "Businesses planning a loan, a building, a new location or a major equipment purchase",
        "Companies with uneven cash flow from seasonal sales, retainage or slow insurance payments",
        "Family businesses preparing for the next generation to take over",
        "Owners preparing to sell, and investor-backed companies that need board-ready reporting",
        "Businesses whose margins are shrinking without a clear reason",
      ],
    },
    included: [
      {
        feature: "Annual budget",
        explanation:
          "Built with you from last year's results and this year's plans, month by month, so you can see ahead of time where cash will be tight.",
      },
      {
        feature: "13-week cash-flow forecast",
        explanation:
          "A rolling forecast of money coming in and going out, updated regularly, so payroll and tax payments are never a surprise.",
      },
      {
        feature: "Monthly key-numbers dashboard",
        explanation:
          "The handful of numbers that matter for your business, such as gross margin, labor cost, days to collect and backlog, on one page.",
      },
      {
        feature: "Monthly finance meeting",
        explanation: "A standing meeting to compare results with the budget and decide what to do next.",
      },
      {
        feature: "Lender and investor packages",
        explanation:
          "Financial statements, projections and a written summary for bank and SBA loan applications or for investors.",
      },
      {
        feature: "Pricing and profitability reviews",
        explanation:
          "Margin by job, product, customer or location, so you can raise prices, cut costs or stop taking work that loses money.",
      },
      {
        feature: "Tax-aware decisions",
        explanation:
          "Because our firm also prepares tax returns, we weigh the tax effect of buying, hiring, leasing or changing entities before you commit.",
      },
      {
        feature: "Succession and exit planning",
        explanation:
          "Getting the business ready for a sale or a family transition: clean financials, normalized earnings and a realistic timeline.",
      },
    ],
    steps: [
      {
        title: "Discovery",
        text: "We meet with the owners, review two to three years of financials and agree on the three or four questions you most need answered.",
      },
      {
        title: "Foundation",
        text: "We make sure the books are reliable and the monthly close happens on time. If they aren't, we fix that first.",
      },
      {
        title: "Build the tools",
        text: "A budget, a cash-flow forecast and a dashboard built around your business, not a generic template.",
      },
      {
        title: "Monthly rhythm",
        text: "A standing meeting, written notes and follow-up on the decisions made, so good intentions turn into action.",
      },
      {
        title: "Review the engagement",
        text: "Every quarter we check together whether the scope still fits and adjust it up or down.",
      },
    ],
    whatToBring: [
      "Two to three years of financial statements and tax returns",
      "This year's profit and loss statement and balance sheet to date",
      "Loan agreements, leases and any covenants your lender tracks",
      "A list of the big decisions you expect to face in the next 12 months",
      "A payroll summary and an organization chart",
      "Sales by customer, product or job, if your systems can produce them",
    ],
    faqs: [
      {
        question: "How is a fractional CFO different from a bookkeeper?",
        answer:
          "A bookkeeper records what happened and makes sure it's accurate. A CFO uses those numbers to plan what happens next: budgets, forecasts, pricing, financing and major decisions. Most growing businesses need both. We can provide both, or work alongside your bookkeeper.",
      },
      {
        question: "How much time will you spend on my business?",
        answer:
          "The engagement letter sets it out: usually a set number of meetings and hours each month, plus time between meetings for your questions. We charge a flat monthly fee, so you know the cost in advance.",
      },
      {
        question: "Will you talk to my banker?",
        answer:
          "Yes, with your permission. We prepare the financial package, answer the lender's questions and make sure you understand the loan terms and covenants before you sign.",
      },
      {
        question: "Is my business too small for this?",
        answer:
          "If your books are simple and your decisions are small, monthly bookkeeping and a year-end planning meeting may be all you need, and we'll tell you so. A fractional CFO earns the fee when the decisions are large enough that getting them right pays for the help.",
      },
      {
        question: "Can you help us get ready to sell the business?",
        answer:
          "Yes. Buyers, including private equity groups, look hard at the quality of earnings, working capital and how much depends on a few customers. We help you prepare normalized financials and organized records well before you go to market.",
      },
    ],
    relatedIndustries: [
      "construction",
      "manufacturing",
      "private-equity",
      "healthcare",
      "professional-services",
    ],
    relatedServices: ["bookkeeping", "business-tax", "marketing"],
  },

  "hr-consulting": {
    id: "hr-consulting",
    title: "HR Consulting",
    shortDescription:
      "Handbooks, hiring paperwork, job descriptions and Ohio employment rules, set up for small teams.",
    description:
      "Small employers face the same employment rules as large ones, without an HR department. We help you put the basics in place (hiring paperwork, an employee handbook, job descriptions, pay practices and personnel records) and we're a phone call away when a people question comes up.",
    icon: "Users",
    lede: "Most HR trouble in a small business starts with something missing: an I-9 never completed, an overtime rule misunderstood, a policy nobody wrote down. We help you set up the paperwork and habits that prevent those problems, sized for a team of three or of eighty.",
    whoItIsFor: {
      paragraph:
        "HR consulting fits employers who have outgrown handling people matters informally. We often work with:",
      bullets: [
        "Businesses hiring their first few employees",
        "Owners who have never had an employee handbook, or whose handbook is years old",
        "Employers unsure whether a worker is an employee or a contractor, or exempt from overtime or not",
        "Practices and shops with turnover that want better onboarding",
        "Employers facing a difficult termination, a complaint or an unemployment claim",
        "Companies that want written job descriptions and a simple pay structure",
      ],
    },
    included: [
      {
        feature: "Employee handbook",
        explanation:
          "A handbook written for your business, covering pay, time off, conduct and safety, ready for your attorney's review if you'd like one.",
      },
      {
        feature: "Hiring paperwork kit",
        explanation:
          "Offer letters, Forms W-4, Ohio IT 4 and I-9, direct deposit forms and Ohio new-hire reporting, in a checklist any manager can follow.",
      },
      {
        feature: "Job descriptions",
        explanation:
          "Clear duties and requirements for each role, which also document whether the role is exempt from overtime.",
      },
      {
        feature: "Worker classification review",
        explanation:
          "A review of your contractors and salaried staff against federal and Ohio rules, to reduce the risk of back wages and penalties.",
      },
      {
        feature: "Wage and hour check",
        explanation:
          "Overtime, the Ohio minimum wage (adjusted each January), tipped-employee rules, breaks for workers under 18 and time records.",
      },
      {
        feature: "Personnel file setup",
        explanation:
          "What to keep, where and for how long, with I-9s and medical information stored apart from the main personnel file.",
      },
      {
        feature: "Reviews and separations",
        explanation:
          "Templates and coaching for reviews, written warnings and terminations, and help answering ODJFS requests about an unemployment claim.",
      },
      {
        feature: "On-call HR questions",
        explanation:
          "Quick answers when something comes up, and a straight answer when it's time to call an employment attorney.",
      },
    ],
    steps: [
      {
        title: "HR check-up",
        text: "A conversation and a short questionnaire about your team, pay practices, paperwork and policies.",
      },
      {
        title: "Priority list",
        text: "A written list of gaps ranked by risk, with a quote for closing them.",
      },
      {
        title: "Build",
        text: "We draft the handbook, forms, job descriptions and checklists, and revise them with you until they fit how you actually work.",
      },
      {
        title: "Roll out",
        text: "We help you introduce the handbook to your employees and collect their signed acknowledgments.",
      },
      {
        title: "Stay current",
        text: "An annual review for changes in the law, and on-call help through the year.",
      },
    ],
    whatToBring: [
      "A current employee list with job titles, pay rates and whether each person is hourly or salaried",
      "Any existing handbook, policies or offer letters",
      "A list of everyone you pay as an independent contractor",
      "A recent payroll register showing overtime and deductions",
      "Anything open: complaints, unemployment claims or letters from an agency",
    ],
    faqs: [
      {
        question: "Is an employee handbook required in Ohio?",
        answer:
          "For most small employers no law requires one, but a handbook puts expectations in writing, explains pay and leave rules, and helps show you treated people consistently if a dispute arises. Where that's your practice, it should also say that employment is at will.",
      },
      {
        question: "Are you a law firm?",
        answer:
          "No. We help with HR practices, paperwork and compliance routines. For legal advice about a specific dispute, a discrimination claim or a lawsuit you need an employment attorney, and we'll tell you plainly when it's time to call one.",
      },
      {
        question: "Do salaried employees get overtime?",
        answer:
          "Paying a salary alone doesn't make someone exempt. Under the federal Fair Labor Standards Act an employee generally has to meet both a salary test and a duties test to be exempt from overtime, and getting this wrong is a common source of back-wage claims.",
      },
      {
        question: "What does Ohio new-hire reporting involve?",
        answer:
          "Employers must report each new or rehired employee to the Ohio New Hire Reporting Center within 20 days of hire. The information is used to enforce child support and to prevent unemployment and workers' compensation fraud. If we run your payroll, we report for you.",
      },
      {
        question: "What should I do when ODJFS asks about a former employee's unemployment claim?",
        answer:
          "Answer by the deadline on the request, with the facts of the separation and any records that support them. Late or missing answers can lead to benefits being charged to your account, which can raise your contribution rate. We help you gather the records and write a clear response.",
      },
    ],
    relatedIndustries: ["healthcare", "construction", "retail", "manufacturing"],
    relatedServices: ["payroll", "business-formation", "fractional-cfo"],
  },

  marketing: {
    id: "marketing",
    title: "Marketing Services",
    shortDescription:
      "A practical local marketing plan (search listings, website, referrals and a budget) measured against real revenue.",
    description:
      "We help small businesses get found by the customers they want and spend marketing money where it returns the most. That starts with the numbers: what a customer is worth, what you can afford to spend to win one and which channels bring them in. Then we build a plan you can actually keep up.",
    icon: "Megaphone",
    lede: "Marketing for a small business in Muskingum County isn't about going viral. It's about showing up when a neighbor searches for what you do, making it easy to call you, and knowing which dollars actually brought in work. We build plans around those three things.",
    whoItIsFor: {
      paragraph:
        "Our marketing work is for owners who know they should be doing more but don't know where to start, or who are spending money without knowing what it returns. It fits:",
      bullets: [
        "New businesses that need to be found online from day one",
        "Established businesses whose customers come almost entirely by word of mouth",
        "Owners paying for advertising with no clear way to tell whether it works",
        "Businesses adding a location, a service or a new town",
        "Firms whose website is out of date or doesn't make it easy to get in touch",
        "Owners who want a yearly plan they can carry out in a few hours a month",
      ],
    },
    included: [
      {
        feature: "Marketing numbers review",
        explanation:
          "What a customer is worth over time, what it costs you to win one today, and a marketing budget your margins can support.",
      },
      {
        feature: "Local search listings",
        explanation:
          "Your business listings on the major search and map services set up and kept current, with the same name, address, hours and phone everywhere.",
      },
      {
        feature: "Website review",
        explanation:
          "A plain review of your website's message, speed, mobile layout and contact options, with a ranked list of fixes for whoever maintains it.",
      },
      {
        feature: "Customer and market profile",
        explanation:
          "Who buys from you and why, and where more customers like them live in the towns you serve.",
      },
      {
        feature: "Referral and review routine",
        explanation: "A simple, honest habit of asking satisfied customers for referrals and reviews.",
      },
      {
        feature: "12-month marketing calendar",
        explanation: "Seasonal campaigns, events and posts tied to your busy and slow months.",
      },
      {
        feature: "Tracking tied to revenue",
        explanation:
          "Call and form tracking, or a simple 'how did you hear about us?' routine, reported next to your sales.",
      },
      {
        feature: "Quarterly results meeting",
        explanation: "What brought in customers, what didn't, and where to move the budget next.",
      },
    ],
    steps: [
      {
        title: "Numbers first",
        text: "We look at sales by customer and service, your margins and current marketing spending to set a realistic budget.",
      },
      {
        title: "Audit",
        text: "We review your listings, website, reviews and competitors in the towns you serve.",
      },
      {
        title: "Plan",
        text: "You get a written 12-month plan with priorities, a calendar and a clear note of who does what.",
      },
      {
        title: "Launch",
        text: "We fix listings, set up tracking and help launch the first campaigns.",
      },
      {
        title: "Measure and adjust",
        text: "Each quarter we compare what you spent with the revenue it brought in, and adjust the plan.",
      },
    ],
    whatToBring: [
      "Your sales for the last 12 months, by service or product if possible",
      "What you spend on marketing and advertising today, and where",
      "Owner access to your website, domain name and business listings",
      "Your logo, photos of your work and any brand guidelines",
      "A list of your best customers and the towns they come from",
      "The competitors customers most often compare you with",
    ],
    faqs: [
      {
        question: "Why would an accounting firm help with marketing?",
        answer:
          "Because most marketing decisions are money decisions. Knowing your margins, what a customer is worth and your cash flow lets us recommend a budget you can afford and measure what it returns. We focus on planning and measurement, and work with designers, printers and web developers when production is needed.",
      },
      {
        question: "Do you build websites or run ads?",
        answer:
          "Our focus is strategy, local listings, tracking and measurement. When you need a new website or an advertising campaign produced, we help you write the brief, choose a provider and judge the results.",
      },
      {
        question: "How much should a small business spend on marketing?",
        answer:
          "There isn't one right percentage. We start from what a new customer is worth to you and from your margins, then set a budget you can test, measure and adjust, instead of borrowing a number from an industry average.",
      },
      {
        question: "How soon will marketing show results?",
        answer:
          "Fixing your listings and making it easier to contact you can help within weeks. Search visibility and referral habits build over months. We set expectations for each part of the plan at the start and report on them every quarter.",
      },
      {
        question: "Will you post on social media for us?",
        answer:
          "We help you plan what to post and when, and set up a routine your staff can keep. Many local businesses get more from accurate listings, reviews and referrals than from frequent posting, so we put the effort where your customers actually find you.",
      },
    ],
    relatedIndustries: ["retail", "professional-services", "healthcare", "construction"],
    relatedServices: ["fractional-cfo", "business-formation", "bookkeeping"],
  },
};

function toServicePage(content: ServiceContent, priority: number): ServicePage {
  return {
    ...content,
    link: `/services/${content.id}`,
    image: `/services/${content.id}.svg`,
    features: content.included.map((item) => item.feature),
    priority,
  };
}

/** Every service with its shared wording, in the default order (SERVICE_IDS). */
export const SERVICES: readonly ServicePage[] = SERVICE_IDS.map((id, index) =>
  toServicePage(CONTENT[id], index + 1),
);

const SERVICES_BY_ID: ReadonlyMap<string, ServicePage> = new Map(
  SERVICES.map((service) => [service.id, service]),
);

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && SERVICES_BY_ID.has(value);
}

/** A service's shared content (no brand wording applied); undefined only for a string that isn't a service id. */
export function getService(id: ServiceId): ServicePage;
export function getService(id: string): ServicePage | undefined;
export function getService(id: string): ServicePage | undefined {
  return SERVICES_BY_ID.get(id);
}

function applyBrand(service: ServicePage, brand: Brand, priority: number): ServicePage {
  const override = brand.serviceOverrides[service.id];
  return {
    ...service,
    title: override?.title ?? service.title,
    shortDescription: override?.shortDescription ?? service.shortDescription,
    priority,
  };
}

/**
 * The services in the brand's order (`contentPriorities.services`), with its titles and short
 * descriptions applied; `priority` is the 1-based position in that order. A service the brand forgot
 * to list is still returned, after the listed ones, so no page can silently disappear from menus.
 */
export function getServicesForBrand(brand: Brand): ServicePage[] {
  const listed = brand.contentPriorities.services.filter((id, index, all) => all.indexOf(id) === index);
  const ordered = [...listed, ...SERVICE_IDS.filter((id) => !listed.includes(id))];
  return ordered.flatMap((id, index) => {
    const service = SERVICES_BY_ID.get(id);
    return service ? [applyBrand(service, brand, index + 1)] : [];
  });
}

/**
 * One service in the brand's wording. Always found for a `ServiceId` (every service is in every brand's
 * list); undefined only for a string that isn't a service id (e.g. a bad URL).
 */
export function getServiceForBrand(brand: Brand, id: ServiceId): ServicePage;
export function getServiceForBrand(brand: Brand, id: string): ServicePage | undefined;
export function getServiceForBrand(brand: Brand, id: string): ServicePage | undefined {
  return getServicesForBrand(brand).find((service) => service.id === id);
}

/** Every piece of text a service page shows, in reading order (used to check the page's length). */
export function serviceProse(service: ServicePage): string[] {
  return [
    service.title,
    service.shortDescription,
    service.description,
    service.lede,
    service.whoItIsFor.paragraph,
    ...service.whoItIsFor.bullets,
    ...service.included.flatMap((item) => [item.feature, item.explanation]),
    ...service.steps.flatMap((step) => [step.title, step.text]),
    ...service.whatToBring,
    ...service.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}
