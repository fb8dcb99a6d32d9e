/**
 * Code samples live as files under docs/samples/ (run by docs/test/samples.test.ts against the
 * local stack); pages include them by path, so what the reader copies is what the test ran.
 */
import * as React from 'react';
import samples from '../../generated/samples.json';

const ALL = samples as Record<string, string>;

const LANGUAGES: Record<string, string> = { sh: 'curl', ts: 'TypeScript', py: 'Python', csv: 'CSV', json: 'JSON' };

function languageOf(file: string): string {
  return LANGUAGES[file.split('.').pop() ?? ''] ?? 'Text';
}

function source(file: string): string {
  const text = ALL[file];
  if (text === undefined) throw new Error(`Unknown sample ${file}: add it under docs/samples/`);
  // A shebang line is for running the file, not for the reader.
  return text.replace(/^#!.*\n/, '');
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = React.useState(false);
  return (
    <button
      type="button"
      className="kh-copy"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export function Sample({ file, title }: { file: string; title?: string }) {
  const text = source(file);
  return (
    <figure className="kh-sample">
      <figcaption>
        <span>{title ?? languageOf(file)}</span>
        <code className="kh-sample-path">docs/samples/{file}</code>
        <CopyButton text={text} />
      </figcaption>
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </figure>
  );
}

/** The same step in several languages, as tabs (curl first). */
export function Samples({ files }: { files: string[] }) {
  const [selected, setSelected] = React.useState(0);
  const id = React.useId();
  return (
    <div className="kh-tabs">
      <div role="tablist" aria-label="Language">
        {files.map((file, index) => (
          <button
            key={file}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') setSelected((selected + 1) % files.length);
              if (event.key === 'ArrowLeft') setSelected((selected - 1 + files.length) % files.length);
            }}
          >
            {languageOf(file)}
          </button>
        ))}
      </div>
      {files.map((file, index) => (
        <div key={file} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== selected}>
          <Sample file={file} />
        </div>
      ))}
    </div>
  );
}
