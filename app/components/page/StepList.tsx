export interface Step {
  title: string;
  text: string;
}

/** How working together goes: numbered steps joined by a line, read top to bottom. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="relative space-y-8">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-11 bottom-[-1.5rem] left-5 w-px -translate-x-1/2 bg-border"
            />
          )}
          <span
            aria-hidden="true"
            className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface font-heading text-lg font-semibold text-primary-ink"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="font-subheading text-lg leading-snug font-semibold text-fg">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1.5 leading-relaxed text-fg-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
