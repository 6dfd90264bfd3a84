'use client';

import { useState } from 'react';

/*
 * The touch floor (docs/performance.md, "Touches"): the least a React dialog costs to open on this
 * Chromium at 4× CPU, one state change and a small native <dialog>, measured beside our popups.
 */
export function FloorDialog({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      {open ? (
        <dialog open>
          <h2>{title}</h2>
          <p>{text}</p>
          <button type="button" onClick={() => setOpen(false)}>
            ปิด
          </button>
        </dialog>
      ) : null}
    </>
  );
}
