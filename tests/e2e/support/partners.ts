/** A partner's proposal for POST /api/v1/proposals (docs/partner-api.md): Hans Partnerkunde in Kiel, at `email`. */
export function proposalBody(email: string) {
  return {
    funeralType: "burial",
    funeralPlan: "basic",
    place: { code: "24103", city: "Kiel" },
    provisionBirth: "1952-06-15",
    salutation: "sir",
    firstname: "Hans",
    lastname: "Partnerkunde",
    email,
    phone: "0431 1234567",
  };
}
