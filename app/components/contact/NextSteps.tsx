/** A short numbered "what happens next" list, shown beside the form where the contact details are not. */
export function NextSteps({
  title = "What happens next",
  headingLevel = 3,
  steps,
}: {
  title?: string;
  headingLevel?: 3 | 4;
  steps: readonly { title: string; text: string }[];
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mt-8">
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      <ol className="mt-4 grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-on-primary"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-fg">{step.title}</p>
              <p className="mt-0.5 text-fg-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
