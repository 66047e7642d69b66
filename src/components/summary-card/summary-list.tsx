import { Text, VisuallyHidden } from '@mantine/core';
import { Children, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import classes from './summary-card.module.css';

/** The rows a long list shows at first, and how many more it shows each time its end scrolls into view. */
export const SUMMARY_LIST_STEP = 100;

/**
 * A summary card's list (a plain `ul`; `label` names it for screen readers when the card holds more than one). A long
 * list (the root organisation's thousands of children) shows its rows a step at a time, more as its end scrolls into
 * view: rendering them all at once took the page seconds. Screen readers are told how many of how many are shown.
 */
export function SummaryList({ label, children }: { label?: string; children: ReactNode }) {
  const t = useT('blocks');
  const rows = Children.toArray(children);
  const [shown, setShown] = useState(SUMMARY_LIST_STEP);
  const more = rows.length > shown;
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = end.current;
    if (!more || !node) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + SUMMARY_LIST_STEP);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, shown]);
  // The keyboard reaches the rows past those shown: focus in the last ones shows the next step.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = event.target.closest('li');
    const at = row ? [...event.currentTarget.children].indexOf(row) : -1;
    if (more && at >= shown - 5) setShown((count) => count + SUMMARY_LIST_STEP);
  };
  // Said before the list (not as its description, which a list that takes no focus rarely reads).
  return (
    <>
      {more ? <VisuallyHidden>{t('blocks.summaryList.more', { shown, total: rows.length })}</VisuallyHidden> : null}
      <ul className={classes.list} aria-label={label} onFocus={onFocus}>
        {rows.slice(0, shown)}
        {more ? <li ref={end} aria-hidden className={classes.more} /> : null}
      </ul>
    </>
  );
}

/** Whether the name's text is cut (wider than its box). */
function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth;
}

/**
 * One row of a summary card's list: the name (text or a link) on one line, cut with an ellipsis when it is longer
 * than the room left, with the whole of it (`fullName`) in a tooltip on hover or focus (at once, SPEC 9; only when cut);
 * then, at their full size,
 * `children` (counts, badges, a type).
 */
export function SummaryRow({
  name,
  fullName,
  children,
  below,
}: {
  name: ReactNode;
  fullName: string;
  children?: ReactNode;
  /** A second line under the row (e.g. an address), as wide as the card. */
  below?: ReactNode;
}) {
  const [cut, setCut] = useState(false);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => setCut(isCut(event.currentTarget));
  const hide = () => setCut(false);
  // The tooltip exists only while the cut name is hovered or focused (a list shows hundreds of rows, and a closed
  // tooltip still costs each one its positioning hooks), on an empty box over the name, so that the name and a link in
  // it stay in place, focus and all, as it comes and goes.
  const row = (
    <>
      <Text size="sm" className={classes.name} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
        {name}
        {cut ? (
          <Tooltip label={fullName} opened multiline maw={320} withinPortal>
            <span className={classes.tooltipTarget} data-summary-tooltip />
          </Tooltip>
        ) : null}
      </Text>
      {children ? <div className={classes.after}>{children}</div> : null}
    </>
  );
  if (below === undefined) return <li className={classes.row}>{row}</li>;
  return (
    <li>
      <div className={classes.row}>{row}</div>
      {below}
    </li>
  );
}
