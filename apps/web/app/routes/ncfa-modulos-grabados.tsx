// Placeholder: this screen is being built.
export default function Placeholder() {
  return <section className="container py-5" />;
}
