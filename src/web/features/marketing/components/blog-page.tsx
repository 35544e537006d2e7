import { useFormat } from '@web/lib/format/use-format';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { BlogArt, type BlogArtKind } from './blog-art';
import { Container, PageIntro } from './layout-parts';
import { NewsletterForm } from './newsletter-form';

/** /blog: six static posts and the subscribe box (platform.md §2, §3 "Blog post"). */
export function BlogPage() {
  const { c, t } = usePageCopy();
  const b = c.blog;
  const format = useFormat();
  usePageMeta({ title: b.metaTitle, description: b.metaDescription });
  return (
    <>
      <PageIntro title={b.title} subtitle={b.subtitle} />
      <Container className="py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {b.posts.map((post) => (
            <li key={post.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs">
                <div className="aspect-[40/17] border-b border-border">
                  <BlogArt kind={post.art as BlogArtKind} />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
                  <h2 className="mt-2 text-lg leading-snug font-semibold">{post.title}</h2>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
                  <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
                    <time dateTime={post.date}>{format.date(post.date)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{t('blog.readTime', { minutes: post.readTime })}</span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-16 max-w-2xl">
          <NewsletterForm />
        </div>
      </Container>
    </>
  );
}
