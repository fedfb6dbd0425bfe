import * as Popover from '@radix-ui/react-popover';
import { Type, X } from 'lucide-react';
import { Link } from 'react-router';
import { usePremium } from '../../auth';
import {
  COLUMN_WIDTH_RANGE,
  DEFAULT_INDEX,
  FONT_RANGE,
  LINE_HEIGHT_RANGE,
  useDisplaySettings,
} from '../state/display-settings';
import { FontPicker, Stepper, ThemePicker } from './settings-controls';
import styles from './display-settings.module.css';
import toolbarStyles from './reader-toolbar.module.css';

/** "Display settings" popover: font, size, line height and width (premium), theme. */
export function DisplaySettings() {
  const premium = usePremium();
  const settings = useDisplaySettings();
  const lineHeight = premium ? settings.lineHeight : DEFAULT_INDEX;
  const columnWidth = premium ? settings.columnWidth : DEFAULT_INDEX;
  return (
    <Popover.Root>
      <Popover.Trigger
        className={toolbarStyles.button}
        aria-label="Display settings"
        title="Display settings"
      >
        <Type size={18} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          sideOffset={8}
          align="end"
          collisionPadding={12}
          aria-label="Display settings"
        >
          <div className={styles.header}>
            <h2 className={styles.title}>Display settings</h2>
            <Popover.Close className={styles.close} aria-label="Close display settings">
              <X size={16} aria-hidden />
            </Popover.Close>
          </div>
          <section className={styles.section} aria-label="Font">
            <h3 className={styles.sectionTitle}>Font</h3>
            <FontPicker
              value={settings.fontFamily}
              premium={premium}
              onChange={settings.setFontFamily}
            />
          </section>
          <section className={styles.section} aria-label="Text layout">
            <Stepper
              label="Font size"
              value={`${FONT_RANGE[settings.fontSize]} px`}
              index={settings.fontSize}
              length={FONT_RANGE.length}
              onStep={(delta) => settings.step('fontSize', delta)}
              decreaseLabel="Decrease font size"
              increaseLabel="Increase font size"
            />
            <Stepper
              label="Line height"
              value={String(LINE_HEIGHT_RANGE[lineHeight])}
              index={lineHeight}
              length={LINE_HEIGHT_RANGE.length}
              locked={!premium}
              onStep={(delta) => settings.step('lineHeight', delta)}
              decreaseLabel="Decrease line height"
              increaseLabel="Increase line height"
            />
            <Stepper
              label="Column width"
              value={`${COLUMN_WIDTH_RANGE[columnWidth]} px`}
              index={columnWidth}
              length={COLUMN_WIDTH_RANGE.length}
              locked={!premium}
              onStep={(delta) => settings.step('columnWidth', delta)}
              decreaseLabel="Narrower column"
              increaseLabel="Wider column"
            />
          </section>
          {premium ? null : (
            <p className={styles.upsell}>
              More fonts, line height and column width come with Premium.{' '}
              <Link to="/premium">Upgrade</Link>
            </p>
          )}
          <section className={styles.section} aria-label="Theme">
            <h3 className={styles.sectionTitle}>Theme</h3>
            <ThemePicker />
          </section>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
