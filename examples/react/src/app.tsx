import { LatestArticles } from "./latest-articles.tsx";
import { MemberLogin } from "./member-login.tsx";

export function App() {
  return (
    <main>
      <h1>CorpSite API example</h1>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest articles</h2>
        <LatestArticles />
      </section>
      <section aria-labelledby="member-title">
        <h2 id="member-title">Member</h2>
        <MemberLogin />
      </section>
    </main>
  );
}
