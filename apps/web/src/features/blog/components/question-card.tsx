import { useT } from '../../../lib/i18n';
import { blogCatalogue } from '../i18n';
import { answerParagraphs, type BlogQuestion } from '../questions';

export function QuestionCard({ question }: { question: BlogQuestion }) {
  const t = useT(blogCatalogue);
  const headingId = `question-${question.id}`;
  return (
    <article aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-md">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-xl leading-snug">
          {t(`${question.id}.question`)}
        </h2>
        {answerParagraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {t(`${question.id}.answer.${paragraph}`)}
          </p>
        ))}
      </div>
    </article>
  );
}
