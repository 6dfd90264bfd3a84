'use client';

import './date-select.css';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { dayPickerStyle, daysInMonth } from '@/lib/dates';

interface Props {
  label: string;
  /** Submitted with a form as 'YYYY-MM-DD' (a hidden input), as the browser's date input did. */
  name?: string;
  /** 'YYYY-MM-DD'; with onChange the field is controlled, otherwise defaultValue starts it. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** 'YYYY-MM-DD' bounds, both inclusive: no choice outside them is offered. */
  min: string;
  max: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function split(value: string | undefined, fallback: string): [number, number, number] {
  const m = DAY.exec(value ?? '') ?? DAY.exec(fallback)!;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number) => String(n).padStart(2, '0');

/*
 * A day chosen in the site's own date style (lib/dates.ts: Thai month abbreviations and the Buddhist-era
 * year in Thai, the locale's own order in English and Chinese), not the browser's date input, which
 * shows a phone's own Gregorian, US-ordered "11/28/2026" beside the site's "28 พ.ย. 2569". Three
 * selects: every phone opens its own wheel or list for them, and each is labelled for a screen reader.
 * The value sent is still 'YYYY-MM-DD' (spec §5's referral date, the statement's filter).
 */
export function DateSelect({ label, name, value, defaultValue, onChange, min, max }: Props) {
  const locale = useLocale();
  const t = useTranslations('Common');
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? value ?? max);
  const current = value ?? own;
  const [year, month, day] = split(current, max);
  const [minY, minM, minD] = split(min, min);
  const [maxY, maxM, maxD] = split(max, max);
  const style = dayPickerStyle(locale);

  const pick = (y: number, m: number, d: number) => {
    const last = daysInMonth(y, m);
    let next = `${y}-${pad(m)}-${pad(Math.min(d, last))}`;
    if (next > max) next = max;
    if (next < min) next = min;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const years: number[] = [];
  for (let y = maxY; y >= minY; y--) years.push(y);
  const months: number[] = [];
  for (let m = year === minY ? minM : 1; m <= (year === maxY ? maxM : 12); m++) months.push(m);
  const days: number[] = [];
  const firstDay = year === minY && month === minM ? minD : 1;
  const lastDay = year === maxY && month === maxM ? maxD : daysInMonth(year, month);
  for (let d = firstDay; d <= lastDay; d++) days.push(d);

  const parts = {
    day: {
      label: t('pickDay'),
      value: day,
      choices: days,
      text: style.dayLabel,
      set: (d: number) => pick(year, month, d),
    },
    month: {
      label: t('pickMonth'),
      value: month,
      choices: months,
      text: style.monthLabel,
      set: (m: number) => pick(year, m, day),
    },
    year: {
      label: t('pickYear'),
      value: year,
      choices: years,
      text: style.yearLabel,
      set: (y: number) => pick(y, month, day),
    },
  };

  return (
    <fieldset className="date-select" aria-labelledby={`${id}-label`}>
      <legend id={`${id}-label`}>{label}</legend>
      <div className="date-select-parts">
        {style.order.map((key) => {
          const part = parts[key];
          return (
            <select
              key={key}
              className={`date-select-${key}`}
              aria-label={part.label}
              value={part.value}
              onChange={(e) => part.set(Number(e.target.value))}
            >
              {part.choices.map((n) => (
                <option key={n} value={n}>
                  {part.text(n)}
                </option>
              ))}
            </select>
          );
        })}
      </div>
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </fieldset>
  );
}
