export function meta() {
  return [{ title: "Bare React Router page" }];
}

export default function Home() {
  return (
    <main>
      <h1>Bare React Router page</h1>
      <p>The reference page the benchmark compares the portal with: one route, no data, no styles.</p>
    </main>
  );
}
