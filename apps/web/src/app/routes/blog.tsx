import { DocumentTitle } from '../../components/ui/document-title';
import { QuestionCard } from '../../features/blog/components/question-card';
import { blogQuestions } from '../../features/blog/questions';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

export function BlogPage() {
  const t = useT(appCatalogue);
  return (
    <div className="space-y-8">
      <DocumentTitle page={t('title.blog')} />
      <header className="space-y-2">
        <h1 className="text-4xl font-extrabold tracking-tight">{t('blog.heading')}</h1>
        <p className="text-lg">{t('blog.intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {blogQuestions.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </div>
    </div>
  );
}
