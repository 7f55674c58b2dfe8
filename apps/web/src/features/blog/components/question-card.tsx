import type { BlogQuestion } from '../questions';

export function QuestionCard({ question }: { question: BlogQuestion }) {
  const headingId = `question-${question.id}`;
  return (
    <article aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-md">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-xl leading-snug">
          {question.question}
        </h2>
        {question.answer.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
