import { Extension, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import type { Node as ProseNode } from '@tiptap/pm/model';
import { Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { findReferences } from '#core/scripture/findReferences.ts';
import { adminMessages } from '../../lib/messages.ts';
import { docFromMarkdown } from './markdownDoc.ts';
import { pastedHtml } from './pastedHtml.ts';
import { pastedText } from './pastedText.ts';

const editorCopy = adminMessages.editor;

/** A block the editor cannot show as such (a table, raw HTML): its Markdown, editable as text, kept as is. */
const MarkdownBlock = Node.create({
  name: 'markdownBlock',
  group: 'block',
  content: 'text*',
  marks: '',
  code: true,
  defining: true,
  parseHTML: () => [{ tag: 'pre[data-markdown-block]', preserveWhitespace: 'full' }],
  renderHTML: () => [
    'pre',
    { 'data-markdown-block': '', class: 'markdown-block', title: editorCopy.keptBlock },
    0,
  ],
});

/** Text where a reference would not become a link on the site: links and code. */
const linkedOrCode = (node: ProseNode) =>
  node.marks.some((mark) => ['link', 'code'].includes(mark.type.name));

function scriptureDecorations(doc: ProseNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position, parent) => {
    if (!node.isText || parent?.type.spec.code || linkedOrCode(node)) return;
    for (const found of findReferences(node.text ?? '')) {
      decorations.push(
        Decoration.inline(position + found.start, position + found.end, {
          class: 'scripture-reference',
          title: editorCopy.scriptureTitle(found.text),
        }),
      );
    }
  });
  return DecorationSet.create(doc, decorations);
}

/** Underlines the Bible references the site will link ("Juan 3:16"), so the writer sees them recognised. */
const ScriptureReferences = Extension.create({
  name: 'scriptureReferences',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('scriptureReferences'),
        state: {
          init: (_, state) => scriptureDecorations(state.doc),
          apply: (tr, previous) => (tr.docChanged ? scriptureDecorations(tr.doc) : previous),
        },
        props: {
          decorations(state) {
            return this.getState(state);
          },
        },
      }),
    ];
  },
});

interface PasteOptions {
  /** Says something about a paste (pictures left out). */
  onNotice(message: string): void;
}

/**
 * Every paste goes through the site's Markdown: HTML from Word, Google Docs or a web page (pastedHtml)
 * and plain text from WhatsApp or elsewhere (pastedText) become only what a post can hold. Pictures are
 * left out and the writer is told to upload them with their description. A copy from this editor itself,
 * and anything pasted into code, keeps ProseMirror's own handling.
 */
const CleanPaste = Extension.create<PasteOptions>({
  name: 'cleanPaste',
  addOptions: () => ({ onNotice: () => {} }),
  addProseMirrorPlugins() {
    const { onNotice } = this.options;
    return [
      new Plugin({
        key: new PluginKey('cleanPaste'),
        props: {
          handlePaste(view, event) {
            const data = event.clipboardData;
            if (!data || view.state.selection.$from.parent.type.spec.code) return false;
            const html = data.getData('text/html');
            const text = data.getData('text/plain');
            if (html.includes('data-pm-slice')) return false;
            const pasted = html.trim()
              ? pastedHtml(new DOMParser().parseFromString(html, 'text/html').body)
              : text
                ? { content: docFromMarkdown(pastedText(text)).content ?? [], droppedImages: 0 }
                : { content: [], droppedImages: data.files.length };
            if (pasted.droppedImages > 0) onNotice(editorCopy.droppedImages(pasted.droppedImages));
            if (pasted.content.length === 0) return true;
            const doc = view.state.schema.nodeFromJSON({ type: 'doc', content: pasted.content });
            view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(doc.content)).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});

interface ShortcutOptions {
  /** Ctrl+K: asks for a link's address. */
  onLink(): void;
}

const LinkShortcut = Extension.create<ShortcutOptions>({
  name: 'linkShortcut',
  addOptions: () => ({ onLink: () => {} }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onLink();
        return true;
      },
    };
  },
});

/**
 * What the visual editor can hold: exactly the Markdown the site renders (markdownDoc.ts), with images
 * inline as Markdown has them, links opened only by the writer (a click places the cursor), underline
 * left out (Markdown has none), and pastes cleaned.
 */
export function editorExtensions(options: PasteOptions & ShortcutOptions) {
  return [
    StarterKit.configure({
      underline: false,
      link: {
        openOnClick: false,
        linkOnPaste: false,
        // Autolinking would make links inclusive: the full stop typed after one would join it.
        autolink: false,
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    MarkdownBlock,
    ScriptureReferences,
    CleanPaste.configure({ onNotice: options.onNotice }),
    LinkShortcut.configure({ onLink: options.onLink }),
  ];
}
