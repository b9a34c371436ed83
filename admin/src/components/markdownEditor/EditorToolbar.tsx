import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { adminMessages } from '../../lib/messages.ts';

const editorCopy = adminMessages.editor;

const names = editorCopy.toolbar;
const keys = editorCopy.shortcuts;

interface Tool {
  name: string;
  icon: LucideIcon;
  shortcut?: string;
  /** Toggles show their state (aria-pressed); actions (undo, dialogs) do not. */
  active?(editor: Editor): boolean;
  enabled?(editor: Editor): boolean;
  run(editor: Editor): void;
}

/** A button that turns a mark or block on and off, pressed while the cursor stands in one. */
function toggle(
  name: string,
  icon: LucideIcon,
  type: string,
  command: (chain: ChainedCommands) => ChainedCommands,
  { attributes, shortcut }: { attributes?: Record<string, unknown>; shortcut?: string } = {},
): Tool {
  return {
    name,
    icon,
    shortcut,
    active: (e) => e.isActive(type, attributes),
    run: (e) => command(e.chain().focus()).run(),
  };
}

interface Props {
  editor: Editor;
  onLink(): void;
  onImage(): void;
}

/**
 * The toolbar's buttons, in the order a writer reaches for them. One tab stop for the whole toolbar, the
 * arrow keys, Home and End move between buttons (WAI-ARIA's toolbar pattern); each button's Spanish name
 * is what a screen reader announces, and its tooltip adds the keyboard shortcut.
 */
export function EditorToolbar({ editor, onLink, onImage }: Props) {
  const tools: Tool[] = [
    toggle(names.heading, Heading2, 'heading', (c) => c.toggleHeading({ level: 2 }), {
      attributes: { level: 2 },
    }),
    toggle(names.subheading, Heading3, 'heading', (c) => c.toggleHeading({ level: 3 }), {
      attributes: { level: 3 },
    }),
    toggle(names.bold, Bold, 'bold', (c) => c.toggleBold(), { shortcut: keys.bold }),
    toggle(names.italic, Italic, 'italic', (c) => c.toggleItalic(), { shortcut: keys.italic }),
    toggle(names.bulletList, List, 'bulletList', (c) => c.toggleBulletList()),
    toggle(names.orderedList, ListOrdered, 'orderedList', (c) => c.toggleOrderedList()),
    toggle(names.quote, Quote, 'blockquote', (c) => c.toggleBlockquote()),
    { name: names.link, icon: Link2, shortcut: keys.link, active: (e) => e.isActive('link'), run: onLink },
    { name: names.image, icon: ImagePlus, run: onImage },
    {
      name: names.undo,
      icon: Undo2,
      shortcut: keys.undo,
      enabled: (e) => e.can().undo(),
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      name: names.redo,
      icon: Redo2,
      shortcut: keys.redo,
      enabled: (e) => e.can().redo(),
      run: (e) => e.chain().focus().redo().run(),
    },
  ];

  // Re-rendered only when a button's state changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => ({
        active: tool.active?.(current) ?? null,
        enabled: tool.enabled?.(current) ?? true,
      })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent) {
    const last = tools.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setFocused(index);
    buttons.current[index]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={names.label}
      aria-controls={editor.view.dom.id || undefined}
      // Stays in view while a long post scrolls (under the phone top bar, at the top from 1024 px).
      className="sticky top-14 z-20 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-ink-600 bg-cream-50 p-1 lg:top-0"
      onKeyDown={move}
    >
      {tools.map((tool, index) => {
        const Icon = tool.icon;
        const { active, enabled } = state[index] ?? { active: null, enabled: true };
        return (
          <button
            key={tool.name}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={tool.name}
            aria-pressed={active ?? undefined}
            // Still focusable when it cannot act (the arrow keys pass through it), as the toolbar pattern asks.
            aria-disabled={!enabled || undefined}
            title={tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name}
            onFocus={() => setFocused(index)}
            onClick={() => enabled && tool.run(editor)}
            className="inline-flex size-10 items-center justify-center rounded-md text-ink-900 hover:bg-cream-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-pressed:bg-navy-800 aria-pressed:text-white"
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
