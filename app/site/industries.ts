/**
 * The seven industries the firm serves, with the words of each industry page: the tax and bookkeeping
 * realities of that industry in Ohio, how the firm helps, and common questions.
 *
 * Figures carry their source and tax year in the text. Shared by all three brands.
 */
import type { ServiceId } from "~/brands";
import type { Faq, SiteIconName, TitledText } from "./services";

export const INDUSTRY_IDS = [
  "construction",
  "retail",
  "professional-services",
  "oil-and-gas",
  "private-equity",
  "manufacturing",
  "healthcare",
] as const;
export type IndustryId = (typeof INDUSTRY_IDS)[number];

export interface Industry {
  id: IndustryId;
  name: string;
  /** One sentence for cards, the carousel and the footer. */
  shortDescription: string;
  icon: SiteIconName;
  link: `/industries/${IndustryId}`;
  /** The paragraph under the page title. */
  lede: string;
  /** What is particular about this industry's taxes and books in Ohio. */
  realities: readonly TitledText[];
  howWeHelp: readonly TitledText[];
  relatedServices: readonly ServiceId[];
  faqs: readonly Faq[];
}

type IndustryContent = Omit<Industry, "link">;

const CONTENT: { readonly [Id in IndustryId]: IndustryContent & { id: Id } } = {
  construction: {
    id: "construction",
    name: "Construction & Trades",
    shortDescription:
      "Job costing, retainage, Ohio sales tax on materials and certified payroll for builders, remodelers and trades.",
    icon: "HardHat",
    lede: "Contractors make or lose money one job at a time, but most small contractors' books only show the year. We help builders, remodelers and trades in Muskingum County and central Ohio see profit job by job, follow Ohio's contractor sales tax rules and keep payroll right across cities and public projects.",
    realities: [
      {
        title: "Job costing",
        text: "Labor, materials, subcontractors and equipment have to land on the right job as they happen, or you can't tell which jobs and customers are worth repeating. Good job costing also backs up change orders and sharpens your next bid.",
      },
      {
        title: "Retainage",
        text: "Customers often hold back part of each progress payment until the job is finished. Retainage owed to you is money you've earned but can't spend yet, and retainage you hold from subcontractors is money you owe. Both need their own accounts so cash flow and tax reporting come out right.",
      },
      {
        title: "Work in progress (WIP)",
        text: "On longer jobs, billing rarely matches the work done. A WIP schedule compares costs, percent complete and billings to show over- and under-billing. Banks and bonding companies ask for it, and it's the only honest picture of a contractor's profit in the middle of the year.",
      },
      {
        title: "Ohio sales tax for construction contractors",
        text: "In Ohio, a contractor who builds or improves real property is generally treated as the consumer of the materials: you pay sales or use tax when you buy them and don't charge sales tax to the property owner. Materials for projects owned by exempt bodies, such as governments and certain nonprofits, can often be bought tax-free with a construction contract exemption certificate. Selling items that aren't built into the property, and some services such as landscaping and lawn care, follow different rules.",
      },
      {
        title: "Long-term contract methods",
        text: "Many smaller contractors can use the completed-contract or another simpler method for federal tax under the small-contractor exception, while larger contractors must use percentage of completion. The method decides in which year profit is taxed.",
      },
      {
        title: "Prevailing wage and certified payroll",
        text: "Public improvement projects can require prevailing wages under Ohio law or the federal Davis-Bacon Act, with weekly certified payroll reports. Rates differ by trade and county, and fringe benefits have to be tracked and credited correctly.",
      },
      {
        title: "City tax across job sites",
        text: "Ohio's municipal income tax law generally requires an employer to withhold a city's tax once an employee has worked there more than 20 days in the year, so crews moving between Zanesville, Newark and Columbus create withholding and net profit filings in several places.",
      },
      {
        title: "Trucks and equipment",
        text: "Trucks, trailers and heavy equipment bring depreciation choices, Section 179 or bonus depreciation on the federal return with an add-back on the Ohio return, plus mileage and business-use records for vehicles.",
      },
    ],
    howWeHelp: [
      {
        title: "Job-cost bookkeeping",
        text: "We set up jobs and cost codes in your accounting software and code costs to jobs every month.",
      },
      {
        title: "WIP schedules and bonding packages",
        text: "Monthly or quarterly WIP reports and the year-end statements your surety or bank expects.",
      },
      {
        title: "Sales and use tax review",
        text: "We check how you buy materials, which jobs are exempt, and whether use tax is owed on untaxed purchases.",
      },
      {
        title: "Payroll for crews",
        text: "Multi-city withholding, certified payroll reports, workers' compensation classifications and new-hire reporting.",
      },
      {
        title: "Equipment tax planning",
        text: "The timing and depreciation method of equipment purchases, planned against the year's expected profit.",
      },
    ],
    relatedServices: ["bookkeeping", "payroll", "business-tax", "fractional-cfo"],
    faqs: [
      {
        question: "Do I charge sales tax on a remodeling job in Ohio?",
        answer:
          "Generally no, when the work is a construction contract that improves real property: you pay sales tax on the materials when you buy them instead. Some work is taxable, though, such as landscaping and lawn care, or selling items that aren't installed in the building. We review your contracts and invoices so you collect tax where you should and not where you shouldn't.",
      },
      {
        question: "What's the difference between over-billing and under-billing?",
        answer:
          "If you've billed more than the work completed, you're over-billed: part of that cash belongs to work you haven't done yet and is really a liability. If you've billed less than the work done, you're under-billed, which often points to a billing delay or a cost overrun. A WIP schedule shows both.",
      },
      {
        question: "Can you prepare certified payroll?",
        answer:
          "Yes. When we run your payroll, we prepare the weekly certified payroll reports required on prevailing wage projects, using each project's wage determination.",
      },
      {
        question: "Do I withhold city tax for every city my crew works in?",
        answer:
          "Often, once an employee has worked more than 20 days in a city during the year. Until then, withholding generally goes to the city of the employee's principal place of work. We track days by location so withholding follows the rules.",
      },
    ],
  },

  retail: {
    id: "retail",
    name: "Retail & Restaurants",
    shortDescription:
      "Sales tax by county, inventory and point-of-sale reconciliation for shops, restaurants and online sellers.",
    icon: "Store",
    lede: "Retail runs on thin margins and thousands of small transactions. We help shops, restaurants and online sellers across eastern and central Ohio get sales tax right county by county, keep inventory numbers honest and tie every register day to the bank.",
    realities: [
      {
        title: "Sales tax by county",
        text: "Ohio's state sales tax rate is 5.75%, and each county adds its own rate on top, so the total depends on where the sale takes place (Ohio Department of Taxation, 2025). Items picked up at your counter are taxed at your location's rate; items you deliver may be taxed at the rate where the customer receives them, depending on how you sell. Returns are filed through the Ohio Business Gateway and report sales by county.",
      },
      {
        title: "Vendor's licenses",
        text: "Each fixed location that sells taxable goods needs its own vendor's license, and selling at fairs, festivals and markets away from your store takes a transient vendor's license. Online sellers shipping to other states may owe those states' sales tax once they pass each state's economic nexus threshold.",
      },
      {
        title: "Marketplace sales",
        text: "Sales through the large online marketplaces are usually taxed and remitted by the marketplace itself, but they still have to be separated from your own sales in the books so your sales tax returns and income tax return both come out right.",
      },
      {
        title: "Inventory",
        text: "Inventory isn't an expense until it's sold, so the year-end count changes your taxable profit. Small businesses have some simplified choices for accounting for inventory, but they still need a reliable count, a consistent costing method and a plan for shrinkage, spoilage and markdowns.",
      },
      {
        title: "Point-of-sale reconciliation",
        text: "Daily register reports rarely match bank deposits. Card processors deduct fees and deposit a day or two later, and refunds, tips, gift cards and cash over or short muddy the picture. Every deposit should tie back to a day of sales.",
      },
      {
        title: "Restaurants and tips",
        text: "Tips have to be reported through payroll, and employers may be able to claim a federal credit for part of the Social Security and Medicare tax they pay on tips. Ohio sets a separate, lower minimum cash wage for tipped employees, adjusted each January.",
      },
      {
        title: "Margins by department",
        text: "For a retailer, gross margin is the whole story. Tracking it by department or product line shows which items pay the rent and which only take up shelf space.",
      },
    ],
    howWeHelp: [
      {
        title: "Sales tax filing",
        text: "Ohio sales tax returns reconciled to your register reports, county by county, filed on your assigned schedule.",
      },
      {
        title: "Deposit matching",
        text: "We tie card processor and cash deposits to daily sales, recording processing fees as expenses instead of letting them vanish.",
      },
      {
        title: "Inventory accounting",
        text: "Year-end counts, a costing method that fits your business and gross margin by category.",
      },
      {
        title: "Payroll with tips",
        text: "Tip reporting, tipped minimum wage checks and a review of the federal tip credit.",
      },
      {
        title: "Cash planning for the seasons",
        text: "A cash plan for holiday inventory buys and slow months, so a good December doesn't hide a thin February.",
      },
    ],
    relatedServices: ["bookkeeping", "business-tax", "payroll", "marketing"],
    faqs: [
      {
        question: "How often do I file Ohio sales tax returns?",
        answer:
          "The Ohio Department of Taxation assigns your filing schedule based on how much tax you collect. Returns are filed and paid through the Ohio Business Gateway, and late returns bring penalties and interest, so we put your due dates on a calendar from the start.",
      },
      {
        question: "Do I need to collect sales tax at a craft fair or farmers market?",
        answer:
          "If you're selling taxable items, yes. Sellers without a fixed place of business in that county generally need a transient vendor's license and collect tax at the rate of the county where the event is held.",
      },
      {
        question: "Why doesn't my register report match my bank deposits?",
        answer:
          "Card processors deduct fees before depositing, combine several days of sales and hold back refunds and chargebacks. Cash, gift cards and tips add more differences. Reconciling deposits to daily sales finds the gaps, and often shows fees you may be overpaying.",
      },
      {
        question: "Can I deduct inventory when I buy it?",
        answer:
          "Usually not right away: inventory becomes cost of goods sold when it's sold. Some small businesses can use simplified methods, but a year-end count still matters. We help you choose and document the method that fits.",
      },
    ],
  },

  "professional-services": {
    id: "professional-services",
    name: "Professional Services",
    shortDescription:
      "Cash or accrual books, S corporation salary decisions and the QBI deduction for firms, agencies and consultants.",
    icon: "Briefcase",
    lede: "Law and engineering offices, insurance and real estate agencies, consultants and designers sell time and expertise, so the numbers that matter are billing, collections and what the owners take home. We keep those numbers clean and plan the owners' taxes around them.",
    realities: [
      {
        title: "Cash or accrual",
        text: "Most small professional firms can report on the cash basis for tax, counting income when it's collected and expenses when they're paid. Accrual books, which show work billed but not yet collected, give a truer monthly picture and are often what a lender wants. With the right setup you can have both: accrual reports for managing, cash for the tax return.",
      },
      {
        title: "A reasonable salary for S corporation owners",
        text: "An S corporation owner who works in the business must take a reasonable salary through payroll before taking distributions. The IRS looks at what you would pay someone else to do your job. Too low invites trouble; too high wastes payroll tax.",
      },
      {
        title: "The qualified business income (QBI) deduction",
        text: "Owners of pass-through businesses can often deduct up to 20% of qualified business income on their federal return, and the One Big Beautiful Bill Act of 2025 made the deduction permanent. For 'specified service' businesses, such as law, accounting, health, consulting and financial services, it phases out above income thresholds the IRS adjusts every year.",
      },
      {
        title: "Ohio's business income deduction",
        text: "On the Ohio return, owners deduct the first $250,000 of business income ($125,000 if married filing separately), and business income above that is taxed at a flat 3% (Ohio Department of Taxation, tax year 2025; unchanged by the 2025 state budget, HB 96). Wages and guaranteed payments an owner receives from their own pass-through business can count as business income for this purpose.",
      },
      {
        title: "City net profit tax",
        text: "Firms pay city income tax on net profit where they do business, and owners may owe city tax where they live, with full or partial credit depending on the city. Home offices and work at client sites can mean filings in more than one town.",
      },
      {
        title: "Retirement plans",
        text: "SEP IRAs, SIMPLE IRAs and 401(k) plans can move significant income out of the current tax year, but each has its own rules for covering employees and its own deadlines for setting up and funding.",
      },
      {
        title: "Client trust accounts",
        text: "Law offices and real estate brokers hold client money in trust (IOLTA) or escrow accounts that must never mix with operating funds and need their own monthly reconciliation.",
      },
    ],
    howWeHelp: [
      {
        title: "Monthly books on the right basis",
        text: "Cash or accrual, with work-in-progress and receivables reports if you bill by the hour.",
      },
      {
        title: "Owner pay planning",
        text: "A documented reasonable salary and a draw schedule that matches cash flow.",
      },
      {
        title: "QBI and Ohio deduction planning",
        text: "Projecting both deductions each year and timing income and retirement contributions around them.",
      },
      {
        title: "Firms with several owners",
        text: "Partnership returns, K-1s, capital accounts and the numbers behind buy-sell agreements.",
      },
      {
        title: "Trust account reconciliations",
        text: "Three-way reconciliations of bank, book and client ledgers for firms that hold client money.",
      },
    ],
    relatedServices: ["bookkeeping", "business-tax", "payroll", "fractional-cfo"],
    faqs: [
      {
        question: "How do you decide what a reasonable salary is?",
        answer:
          "We look at what the owner actually does, the hours worked, what similar roles pay in the region and the firm's profit. We write down the reasoning, so you can support the figure if anyone asks.",
      },
      {
        question: "Does the QBI deduction apply to my firm?",
        answer:
          "If your taxable income is below the year's threshold, a specified service business gets the deduction like any other. Above it, the deduction phases down and then out. We estimate it during year-end planning, because retirement contributions and owner salary can change where you land.",
      },
      {
        question: "Should my firm switch to accrual accounting?",
        answer:
          "For managing the firm, often yes: accrual shows billed but unpaid work and the real monthly profit. For tax, the cash method is usually simpler and is allowed for most small firms. We can give you accrual reports while you file on the cash basis.",
      },
      {
        question: "Do I owe city tax both where I live and where my office is?",
        answer:
          "Possibly. The firm pays net profit tax to the city where it earns income, and many cities also tax residents on their share of business profit, with full or partial credit for tax paid elsewhere. The answer depends on the two cities involved, so we check both.",
      },
    ],
  },

  "oil-and-gas": {
    id: "oil-and-gas",
    name: "Oil & Gas",
    shortDescription:
      "Severance tax, depletion, intangible drilling costs and royalty income for operators, working-interest owners and landowners.",
    icon: "Fuel",
    lede: "Eastern Ohio has produced oil and gas for well over a century, from shallow Clinton sandstone wells to the Utica shale. Whether you operate wells, own a working interest or receive royalty checks on family land, the tax rules are unusual, and getting them right can make a real difference.",
    realities: [
      {
        title: "Ohio severance tax",
        text: "Ohio taxes oil and natural gas when they are removed from the ground. The severer, usually the operator, files and pays quarterly through the Ohio Business Gateway at the per-barrel and per-Mcf rates set in Ohio Revised Code 5749.02, along with the state's oil and gas regulatory cost recovery assessment. Production records by well support every return.",
      },
      {
        title: "Depletion",
        text: "Owners recover their investment in a producing property through depletion. Cost depletion spreads your basis over the reserves. Independent producers and royalty owners can often use percentage depletion instead, generally 15% of gross income from the property (Internal Revenue Code section 613A, as in effect for 2025), limited by the property's net income, by a share of taxable income and by a daily production cap. Each year you take whichever is larger.",
      },
      {
        title: "Intangible drilling costs (IDCs)",
        text: "Wages, fuel, site preparation and other drilling costs with no salvage value can usually be deducted in the year they're paid by independent producers instead of being capitalized. Integrated oil companies face limits. IDCs can also affect the alternative minimum tax, so they belong in the plan, not just the return.",
      },
      {
        title: "Working interest or royalty interest",
        text: "A working interest bears the costs of drilling and operating. Held directly, or through an entity that doesn't limit your liability, it is generally not a passive activity, so its losses can offset other income. A royalty interest bears no operating costs; royalties are reported on Schedule E and are reduced by depletion.",
      },
      {
        title: "Lease bonuses and pipeline payments",
        text: "Lease bonuses, delay rentals and pipeline or right-of-way payments are each taxed differently. Some are ordinary income; some may be treated as the sale of an easement that reduces your basis in the land instead. The wording of the agreement matters.",
      },
      {
        title: "Operator statements",
        text: "Non-operators receive joint interest billings and revenue statements that have to be reconciled to the checks actually received, including the taxes and deductions taken out along the way.",
      },
      {
        title: "Property tax on minerals",
        text: "Producing oil and gas reserves in Ohio are valued and taxed as real property by the county auditor, separately from the surface, so royalty owners may see a tax bill for the minerals themselves.",
      },
    ],
    howWeHelp: [
      {
        title: "Royalty owner returns",
        text: "Schedule E reporting of royalties, lease bonuses and depletion for families who own mineral rights.",
      },
      {
        title: "Depletion calculations",
        text: "Cost and percentage depletion computed property by property each year, with basis tracked over time.",
      },
      {
        title: "Severance tax filings",
        text: "Quarterly Ohio severance tax returns prepared from your production records.",
      },
      {
        title: "Operator and working-interest books",
        text: "Revenue and joint interest billing reconciliation, lease operating expenses by well and IDC tracking.",
      },
      {
        title: "Planning around drilling",
        text: "Timing IDC deductions and equipment purchases against the income you expect.",
      },
    ],
    relatedServices: ["business-tax", "personal-tax", "bookkeeping"],
    faqs: [
      {
        question: "I inherited mineral rights. How are my royalties taxed?",
        answer:
          "Royalties are ordinary income reported on Schedule E and reduced by depletion. Your basis for cost depletion generally starts at the interest's value on the date of death, so a valuation helps. Percentage depletion may give a larger deduction; we compute both and use the better one.",
      },
      {
        question: "Do I pay Ohio severance tax on my royalties?",
        answer:
          "The severance tax is paid by the severer, usually the operator, and operators often deduct a share from royalty checks when the lease allows it. Your check stub shows what was taken out. You don't file a severance tax return yourself unless you are the one producing.",
      },
      {
        question: "What exactly are intangible drilling costs?",
        answer:
          "The costs of drilling and preparing a well that have no salvage value: wages, fuel, repairs, hauling, supplies and site preparation. Independent producers can generally deduct them in the year paid. Equipment such as pumps, tanks and pipe is depreciated separately.",
      },
      {
        question: "Is my working interest a passive activity?",
        answer:
          "Generally not, if you hold it directly or through an entity that doesn't limit your liability, even if you take no part in operations. That lets losses offset wages and other income. Held through an LLC or as a limited partner, the passive activity rules may apply.",
      },
    ],
  },

  "private-equity": {
    id: "private-equity",
    name: "Private Equity & Portfolio Companies",
    shortDescription:
      "Portfolio-company bookkeeping, quality-of-earnings preparation, K-1s and Ohio pass-through elections for investors and owners.",
    icon: "Landmark",
    lede: "Private investment in Ohio's small and mid-sized businesses brings new expectations: a monthly close on a deadline, board-ready reports, due-diligence requests and investor K-1s on time. We help owners get ready for an investor, and help investor-backed companies keep up with the reporting that follows.",
    realities: [
      {
        title: "Portfolio-company bookkeeping",
        text: "Investors expect a fast monthly close, accrual-basis statements, accounts mapped the same way across companies and covenant calculations for lenders. Many small businesses bought by a fund start on the cash basis with one bookkeeper, and the change has to happen quickly without losing history.",
      },
      {
        title: "Quality of earnings",
        text: "Before a deal, buyers commission a quality-of-earnings review that adjusts reported EBITDA for one-time items, owner expenses and accounting errors, and sets a working capital target. Sellers who prepare normalized financials in advance answer diligence faster and negotiate from firmer ground.",
      },
      {
        title: "K-1s and partnership reporting",
        text: "Funds, holding companies and co-investment vehicles are usually partnerships. Investors need accurate K-1s on time, with state-by-state detail so they can file in Ohio and elsewhere, and Schedules K-2 and K-3 where international items apply.",
      },
      {
        title: "Ohio pass-through taxes and nonresident owners",
        text: "Ohio pass-through entities with nonresident investors generally withhold Ohio tax on their share (Form IT 1140) or file a composite return for them (IT 4708). Separately, the entity may elect to pay Ohio tax itself (IT 4738), which can restore a federal deduction for owners limited by the state and local tax cap. For tax years beginning in 2025, Ohio's budget law (HB 96) also lets an electing entity claim certain credits itself, including credit for the entity tax paid by lower-tier entities it owns.",
      },
      {
        title: "The CAT for groups of companies",
        text: "Companies with common ownership may have to file the commercial activity tax as a combined or consolidated group, and the $6 million exclusion that applies from 2025 (Ohio Department of Taxation, HB 33) belongs to the group, not to each company.",
      },
      {
        title: "Add-on acquisitions",
        text: "Buying more companies means purchase price allocations, opening balance sheets, and merging different charts of accounts and payroll systems into one reporting package.",
      },
      {
        title: "Management fees and intercompany charges",
        text: "Fees between the fund, the management company and the portfolio companies need written agreements, consistent accounting and attention to state and city tax.",
      },
    ],
    howWeHelp: [
      {
        title: "Sale readiness",
        text: "Normalized financials, add-back schedules and a working capital analysis before you talk with buyers.",
      },
      {
        title: "Monthly close for portfolio companies",
        text: "Accrual statements on a close calendar, lender covenant reports and board packages.",
      },
      {
        title: "Diligence support",
        text: "Organized records and quick, accurate answers to a buyer's or lender's information requests.",
      },
      {
        title: "K-1s and state filings",
        text: "Partnership returns, K-1s with Ohio and other state detail, withholding and composite returns, and modeling of the pass-through entity tax election.",
      },
      {
        title: "After the deal closes",
        text: "Converting an acquired company's bookkeeping and payroll with as little disruption as possible.",
      },
    ],
    relatedServices: ["fractional-cfo", "bookkeeping", "business-tax"],
    faqs: [
      {
        question: "What is a quality-of-earnings report?",
        answer:
          "An analysis, usually commissioned by a buyer or lender, that tests whether a company's reported earnings will hold up. It adjusts EBITDA for one-time events, owner perks and accounting corrections and reviews working capital. We don't issue independent reports for buyers; we help sellers and companies prepare so the buyer's review goes smoothly.",
      },
      {
        question: "Should our company make the Ohio pass-through entity tax election?",
        answer:
          "It depends on the owners. Electing moves Ohio tax to the entity, which can make it deductible on the federal return, but it changes how each owner files in Ohio and in other states. We model it for the owner group each year before the election is made with the return.",
      },
      {
        question: "Can you take over the books right after an acquisition?",
        answer:
          "Yes. We set up the opening balance sheet from the purchase accounting, map the accounts to the investor's reporting package and run the first month-end closes alongside the seller's staff where we can.",
      },
      {
        question: "Do out-of-state investors need to file Ohio returns?",
        answer:
          "Nonresident investors in an Ohio pass-through entity may be covered by the entity's withholding or composite return, or may file their own Ohio return to claim credit for the tax withheld. We explain the choice to each investor in plain terms.",
      },
    ],
  },

  manufacturing: {
    id: "manufacturing",
    name: "Manufacturing",
    shortDescription:
      "Inventory costing, equipment depreciation, the Ohio CAT and sales tax exemptions for small and mid-sized manufacturers.",
    icon: "Factory",
    lede: "From machine shops and fabricators to food processors and woodworkers, Ohio's small manufacturers carry heavy investments in equipment and inventory. Getting the cost of each product right, timing depreciation and claiming the exemptions Ohio offers can change both your margins and your tax bill.",
    realities: [
      {
        title: "Inventory costing",
        text: "Manufactured inventory includes raw materials, labor and factory overhead. How you assign those costs, by standard, job or process costing, drives your gross margin, your prices and your year-end taxable income. Smaller businesses may qualify for simpler inventory and cost-capitalization rules, but they still need consistent counts and costing.",
      },
      {
        title: "Equipment and bonus depreciation",
        text: "The One Big Beautiful Bill Act of 2025 restored 100% bonus depreciation for qualifying property acquired after January 19, 2025, and raised the Section 179 expensing limit. Ohio doesn't fully follow federal bonus depreciation: most of it is added back on the Ohio return and deducted over the following years. We plan equipment purchases with both returns in view.",
      },
      {
        title: "Ohio commercial activity tax",
        text: "Starting with 2025, the CAT applies only to businesses with more than $6 million of Ohio taxable gross receipts, at 0.26% of receipts above the exclusion (Ohio Department of Taxation, HB 33). Receipts from products delivered to customers outside Ohio generally don't count. The CAT is a tax on gross receipts, so it's owed even in a year without profit.",
      },
      {
        title: "Sales tax exemption for manufacturing",
        text: "Ohio exempts machinery, equipment and certain supplies used directly in making products for sale, as well as materials that become part of the product. You give exemption certificates to your vendors and keep them on file; items used in the office or for general building upkeep are usually taxable.",
      },
      {
        title: "Research and development",
        text: "The federal research credit remains available, and the One Big Beautiful Bill Act of 2025 lets domestic research costs be deducted right away again instead of amortized. Ohio offers its own research and development credit against the CAT for qualifying research expenses incurred in Ohio.",
      },
      {
        title: "Labor and overhead tracking",
        text: "Time recorded by job or work center is what turns payroll into product cost. Without it, overhead is spread by guesswork and some products quietly lose money.",
      },
      {
        title: "No tax on equipment and inventory values",
        text: "Ohio phased out its general tangible personal property tax on business equipment and inventory years ago, so carrying inventory no longer raises local property tax the way it once did.",
      },
    ],
    howWeHelp: [
      {
        title: "Product costing",
        text: "Standard costs, overhead rates and variance reports that show margins by product or job.",
      },
      {
        title: "Inventory accounting",
        text: "Cycle counts, year-end counts and a costing method that fits your size and your tax method.",
      },
      {
        title: "Depreciation planning",
        text: "Federal and Ohio depreciation projected before you buy, with fixed-asset records kept current.",
      },
      {
        title: "CAT and sales tax compliance",
        text: "CAT returns when you're over the exclusion, and exemption certificate files that hold up in an audit.",
      },
      {
        title: "Credits review",
        text: "Identifying research work that may qualify for federal and Ohio credits, and the records those credits require.",
      },
    ],
    relatedServices: ["bookkeeping", "business-tax", "fractional-cfo", "payroll"],
    faqs: [
      {
        question: "Does my manufacturing company still owe the Ohio CAT?",
        answer:
          "Only if your Ohio taxable gross receipts for the calendar year exceed $6 million, starting in 2025 (Ohio Department of Taxation, HB 33). Receipts from products shipped to customers outside Ohio generally don't count toward that figure. If you're under the exclusion and still registered, ask us about closing the account.",
      },
      {
        question: "Should I take bonus depreciation on new equipment?",
        answer:
          "Not always. It lowers this year's federal tax but leaves less depreciation for later years, and Ohio requires most of it to be added back. If you expect higher profits ahead, spreading the deduction out may serve you better. We compare the options before year-end.",
      },
      {
        question: "Which purchases are exempt from Ohio sales tax?",
        answer:
          "Generally, equipment and materials used directly in production. Office equipment, general maintenance supplies and vehicles driven on public roads usually aren't. We help you sort your purchases and keep the right exemption certificates on file.",
      },
    ],
  },

  healthcare: {
    id: "healthcare",
    name: "Healthcare",
    shortDescription:
      "Practice payroll, provider entity choices and HIPAA-aware bookkeeping for medical, dental, therapy and home-health practices.",
    icon: "Stethoscope",
    lede: "Medical, dental, chiropractic, therapy and home-health practices run on two clocks: patients today and insurance payments weeks later. We help practices in Muskingum County and central Ohio keep their books and payroll accurate, choose the right entity for their owners, and handle financial records with the care that patient information demands.",
    realities: [
      {
        title: "Insurance payments and reconciliations",
        text: "Deposits from insurers, Medicare and Medicaid arrive with remittance advice that nets payments, contractual adjustments and patient responsibility together. The books should show charges, adjustments and collections separately, or you can't tell whether each payer is paying what it should.",
      },
      {
        title: "HIPAA-aware bookkeeping",
        text: "Your bookkeeper needs to know what you were paid, not what a patient was treated for. We keep patient names and clinical details out of the general ledger, exchange files through a secure portal, and discuss a business associate agreement before starting any work that would involve protected health information.",
      },
      {
        title: "Provider entity choices",
        text: "Ohio's licensed professionals can practice through professional corporations or limited liability companies, within their licensing board's rules. The choice affects liability, how several owners share income, and whether an S corporation election with a reasonable salary makes sense.",
      },
      {
        title: "Clinical payroll",
        text: "Practices juggle full-time staff, part-time clinicians, on-call pay and sometimes independent contractors. Each needs the right classification and overtime treatment, and home-health work across many towns creates city withholding in several places.",
      },
      {
        title: "Arrangements with legal limits",
        text: "Referral arrangements, medical director fees and payments between related entities are restricted by federal rules such as the Stark law and the anti-kickback statute, so they need clear written agreements and clean accounting. We flag them for your healthcare attorney; we don't give legal opinions on them.",
      },
      {
        title: "Equipment and build-outs",
        text: "Imaging equipment, dental chairs and office build-outs bring large depreciation decisions, and financing them usually takes lender-ready financial statements.",
      },
      {
        title: "Specified service rules",
        text: "Health is a specified service business for the federal QBI deduction, so the deduction phases out for higher-earning practice owners, which makes retirement plans and owner pay planning all the more important.",
      },
    ],
    howWeHelp: [
      {
        title: "Practice bookkeeping",
        text: "Deposits reconciled to remittances, with charges, adjustments and collections tracked by payer.",
      },
      {
        title: "Practice payroll",
        text: "Payroll for clinicians and staff, multi-city withholding and year-end forms.",
      },
      {
        title: "Entity and owner pay planning",
        text: "Entity choice for new practices and reasonable salary planning for owners.",
      },
      {
        title: "The numbers that matter",
        text: "Collections per provider, days in receivables and overhead ratios, reported monthly.",
      },
      {
        title: "Careful document handling",
        text: "Financial documents exchanged only through our portal, and no patient information in our files beyond what the work requires.",
      },
    ],
    relatedServices: ["bookkeeping", "payroll", "business-formation", "hr-consulting"],
    faqs: [
      {
        question: "Do you need access to our patient records?",
        answer:
          "No. For bookkeeping and taxes we need financial information: deposits, remittance totals by payer, payroll and expenses. If an engagement would require protected health information, we discuss a business associate agreement before the work begins.",
      },
      {
        question: "Should a new practice be an LLC or a professional corporation?",
        answer:
          "It depends on your licensing board's rules, the number of owners and how you plan to pay yourselves. A single-owner practice often starts as an LLC and adds an S corporation election once profit supports a reasonable salary. We compare the options with you and your attorney.",
      },
      {
        question: "Are our home-health aides employees or contractors?",
        answer:
          "Usually employees, when the agency sets schedules, trains and supervises them. Misclassifying them can lead to back taxes and penalties. We review how you work with each group and set up payroll to match.",
      },
    ],
  },
};

/** Every industry, in the order the site lists them. */
export const INDUSTRIES: readonly Industry[] = INDUSTRY_IDS.map((id) => ({
  ...CONTENT[id],
  link: `/industries/${id}`,
}));

const INDUSTRIES_BY_ID: ReadonlyMap<string, Industry> = new Map(
  INDUSTRIES.map((industry) => [industry.id, industry]),
);

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === "string" && INDUSTRIES_BY_ID.has(value);
}

/** One industry; undefined only for a string that isn't an industry id (e.g. a bad URL). */
export function getIndustry(id: IndustryId): Industry;
export function getIndustry(id: string): Industry | undefined;
export function getIndustry(id: string): Industry | undefined {
  return INDUSTRIES_BY_ID.get(id);
}

/** Every piece of text an industry page shows, in reading order (used to check the page's length). */
export function industryProse(industry: Industry): string[] {
  return [
    industry.name,
    industry.shortDescription,
    industry.lede,
    ...industry.realities.flatMap((item) => [item.title, item.text]),
    ...industry.howWeHelp.flatMap((item) => [item.title, item.text]),
    ...industry.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}
