import type { ReactNode } from 'react';
import classes from './tree-and-detail.module.css';

export interface TreeAndDetailProps {
  /** Two columns: the tree's, then the detail's. */
  children: ReactNode;
  /** `start`: each column as tall as its content; `stretch` (default): both as tall as the taller. */
  align?: 'start' | 'stretch';
}

/**
 * The tree pages' layout: the tree beside the selected node's detail on a wide screen, above it on a narrow one.
 * A CSS grid of its own rather than Mantine's Grid, whose code and stylesheet every tree page would download.
 */
export function TreeAndDetail({ children, align = 'stretch' }: TreeAndDetailProps) {
  return (
    <div className={classes.root} data-align={align}>
      {children}
    </div>
  );
}
