import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** Shown as a tag above the question when given. */
  category?: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Open panels (controlled); several may be open at once. Uncontrolled when left out. */
  value?: string[];
  onValueChange?: (value: string[]) => void;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Questions as expandable panels; any number can be open at the same time. The WAI-ARIA accordion pattern (a
 * heading holding a button with aria-expanded, which shows or hides its labelled region) in plain elements styled by
 * class names (faq-accordion-styles.ts), not Chakra's Accordion: its state machine and the style props of its parts
 * ran for every question while the page hydrated, the largest share of /faq's start-up work on a mid-range phone.
 */
export function FaqAccordion({ items, value, onValueChange, headingLevel = 'h3' }: FaqAccordionProps) {
  const [ownValue, setOwnValue] = useState<string[]>([]);
  const open = value ?? ownValue;
  const setOpen = onValueChange ?? setOwnValue;
  const idPrefix = useId();
  const Heading = headingLevel;

  return (
    <div className="faq-accordion">
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${idPrefix}${item.id}-question`;
        const panelId = `${idPrefix}${item.id}-answer`;
        return (
          <div key={item.id} className="faq-accordion__item" data-state={isOpen ? 'open' : 'closed'}>
            <Heading className="faq-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? open.filter((id) => id !== item.id) : [...open, item.id])}
              >
                <span className="faq-accordion__question">
                  {item.category ? <span className="faq-accordion__tag">{item.category}</span> : null}
                  {item.question}
                </span>
                <ChevronDownIcon size={20} className="faq-accordion__indicator" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-accordion__panel"
              hidden={!isOpen}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
