// The form of a page or article (issue 18): title, Markdown with a live preview rendered by the
// server's own renderer (src/core/markdown.ts), a picture inserted as Markdown, draft or publish.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentStatus, ContentUpdate } from '../../../core/admin-content.ts';
import { renderMarkdown } from '../../../core/markdown.ts';
import { fillOperatorPlaceholders } from '../../../core/operator-placeholders.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { useSettings } from '../../content/settings.ts';
import { useUploadPicture } from './content.ts';

export function ContentForm({
  initial,
  onSubmit,
  pending,
  error,
  saved,
  children,
}: {
  initial: ContentUpdate;
  onSubmit: (value: ContentUpdate) => void;
  pending: boolean;
  error: unknown;
  /** Shown after a successful save. */
  saved: boolean;
  /** More fields before the title (a new article's address and language). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [markdown, setMarkdown] = useState(initial.markdown);
  const [status, setStatus] = useState<ContentStatus>(initial.status);
  const [alt, setAlt] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const upload = useUploadPicture();
  // The operator's details as the published page shows them (until they load, as stored).
  const operator = useSettings().data?.operator;
  const rendered = renderMarkdown(markdown);
  const preview = operator ? fillOperatorPlaceholders(rendered, operator) : rendered;

  const insertPicture = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (url) => {
        const at = textarea.current?.selectionEnd ?? markdown.length;
        const image = `\n\n![${alt.replace(/[[\]]/g, '')}](${url})\n\n`;
        setMarkdown((text) => `${text.slice(0, at)}${image}${text.slice(at)}`.replace(/^\n+/, ''));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ title, markdown, status });
  };

  return (
    <form className="form admin-content__form" onSubmit={submit}>
      {children}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          <FormattedMessage id="admin.content.fieldTitle" />
        </label>
        <input
          id={`${id}-title`}
          value={title}
          required
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="admin-content__editor">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-markdown`}>
            <FormattedMessage id="admin.content.fieldMarkdown" />
          </label>
          <textarea
            id={`${id}-markdown`}
            ref={textarea}
            className="admin-content__markdown"
            value={markdown}
            rows={18}
            aria-describedby={`${id}-markdown-hint`}
            onChange={(e) => setMarkdown(e.target.value)}
          />
          <span id={`${id}-markdown-hint`} className="field__hint">
            <FormattedMessage id="admin.content.markdownHint" />
          </span>
        </div>
        <section className="admin-content__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`}>
            <FormattedMessage id="admin.content.preview" />
          </h3>
          {/* The renderer escapes all HTML and keeps only http(s) and relative addresses; the
              operator's details are escaped too. */}
          <div
            className="rich-text"
            data-testid="admin-content-preview"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      </div>
      <fieldset className="field admin-content__picture">
        <legend>
          <FormattedMessage id="admin.content.picture" />
        </legend>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-alt`}>
            <FormattedMessage id="admin.content.pictureAlt" />
          </label>
          <input id={`${id}-alt`} value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            <FormattedMessage id="admin.content.pictureFile" />
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png"
            disabled={upload.isPending}
            onChange={(e) => {
              insertPicture(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        {upload.isPending && (
          <p role="status">
            <FormattedMessage id="admin.content.uploading" />
          </p>
        )}
        <FailureText error={upload.error} />
      </fieldset>
      <fieldset className="field">
        <legend>
          <FormattedMessage id="admin.content.fieldStatus" />
        </legend>
        {(['draft', 'publish'] as const).map((value) => (
          <label key={value} className="admin-content__radio">
            <input
              type="radio"
              name={`${id}-status`}
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {intl.formatMessage({ id: value === 'draft' ? 'admin.content.draft' : 'admin.content.publish' })}
          </label>
        ))}
      </fieldset>
      <FailureText error={error} />
      {saved && !pending && (
        <p className="notice" role="status">
          <FormattedMessage id="admin.content.saved" />
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={pending || upload.isPending}>
          <FormattedMessage id="admin.content.save" />
        </button>
      </div>
    </form>
  );
}
