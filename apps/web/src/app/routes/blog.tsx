import { DocumentTitle } from '../../components/ui/document-title';
import { QuestionCard } from '../../features/blog/components/question-card';
import { blogQuestions } from '../../features/blog/questions';

export function BlogPage() {
  return (
    <div className="space-y-8">
      <DocumentTitle page="Blog" />
      <header className="space-y-2">
        <h1 className="text-4xl font-extrabold tracking-tight">You may want to know</h1>
        <p className="text-lg">Straight answers to questions we are often asked.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {blogQuestions.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </div>
    </div>
  );
}
