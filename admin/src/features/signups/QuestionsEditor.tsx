import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_QUESTIONS } from '#core/signups/registrationSettings.ts';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { emptyQuestion, type QuestionForm, type QuestionType } from './registrationForm.ts';

const copy = adminMessages.signups.settings;
const TYPES = (['text', 'choice', 'number'] as const).map((value) => ({ value, label: copy.types[value] }));

/** Up to five questions: text, type, options for a choice, required; add, remove, move up. */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: readonly QuestionForm[];
  onChange(questions: QuestionForm[]): void;
}) {
  const change = (index: number, patch: Partial<QuestionForm>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  const remove = (index: number) => onChange(questions.filter((_, at) => at !== index));
  const moveUp = (index: number) => {
    const next = [...questions];
    [next[index - 1], next[index]] = [next[index] as QuestionForm, next[index - 1] as QuestionForm];
    onChange(next);
  };
  return (
    <fieldset className="card mt-4 space-y-4">
      <legend className="float-left mb-2 w-full font-bold">{copy.questions}</legend>
      <p className="clear-left text-sm text-ink-700">{copy.questionsHint}</p>
      {questions.length === 0 && <p>{copy.noQuestions}</p>}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const n = index + 1;
          const id = `signup-question-${n}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no stable id until saved.
            <li key={index} className="rounded-lg border border-cream-300 p-3">
              <fieldset className="space-y-3">
                <legend className="font-semibold">{copy.question(n)}</legend>
                <TextInput
                  id={`${id}-label`}
                  label={copy.questionLabel}
                  maxLength={200}
                  value={question.label}
                  onChange={(label) => change(index, { label })}
                />
                <SelectInput
                  id={`${id}-type`}
                  label={copy.questionType}
                  options={TYPES}
                  value={question.type}
                  onChange={(type) => change(index, { type: type as QuestionType })}
                />
                {question.type === 'choice' && (
                  <div>
                    <label htmlFor={`${id}-options`} className="label">
                      {copy.options}
                    </label>
                    <textarea
                      id={`${id}-options`}
                      rows={3}
                      className="field"
                      value={question.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                  </div>
                )}
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={question.required}
                      onChange={(event) => change(index, { required: event.target.checked })}
                    />
                    {copy.required}
                  </label>
                  <div className="flex gap-2">
                    {index > 0 && (
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={copy.moveUp(n)}
                        onClick={() => moveUp(index)}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn-secondary text-clay-700"
                      aria-label={copy.removeQuestion(n)}
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {questions.length < MAX_QUESTIONS && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onChange([...questions, emptyQuestion()])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {copy.addQuestion}
        </button>
      )}
    </fieldset>
  );
}
