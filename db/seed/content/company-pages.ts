// Service, about and contact pages with their children.
import { company } from "~/lib/company";
import type { AssetKey } from "../media-manifest";
import { section, type SeedContext, type SeedPage } from "../types";
import { CONTACT, ctaSection } from "./builders";

const SERVICE = "/service";
const MAINTENANCE = "/service/wartung-und-reparatur";
const TRAINING = "/service/schulungen";
const ABOUT = "/ueber-uns";
const QUALITY = "/ueber-uns/qualitaet-und-zertifizierung";
const CAREER = "/ueber-uns/karriere";
const DIRECTIONS = "/kontakt/anfahrt";

/** The 'Unser Unternehmen' pictures of the contact page (docs/product/public-site.md, "Contact and about pages"). */
const COMPANY_GALLERY: AssetKey[] = [
  "unternehmen-firmensitz-volketswil",
  "unternehmen-ausstellung-showroom",
  "unternehmen-produktion-werkstatt",
  "unternehmen-team-fachpersonen",
];

const telHref = `tel:${company.phone.replace(/\s+/g, "")}`;

function servicePages(ctx: SeedContext): SeedPage[] {
  return [
    {
      slug: SERVICE,
      title: "Service",
      metaTitle: "Service – Wartung, Ersatzteile, Schulung | Auralis",
      metaDescription:
        "Wartung, Reparatur, Ersatzteile und Schulungen für Ihre Medizintechnik – schweizweit durch eigene Servicetechnikerinnen und -techniker.",
      kind: "section",
      parentSlug: null,
      sitemapPriority: 0.6,
      h1: "Service, der bleibt",
      intro: "Wir betreuen unsere Produkte über ihre ganze Lebensdauer.",
      image: "unternehmen-produktion-werkstatt",
      sections: [
        section(
          "hero",
          "Hero",
          {
            title: "Service, der bleibt",
            subtitle: "Wartung, Reparatur, Ersatzteile und Schulung aus einer Hand",
            image: ctx.ref("unternehmen-produktion-werkstatt"),
            imageAlt: "Werkstatt mit Gebärwanne und Ersatzteilregal",
            primaryButtonText: "Service anfragen",
            primaryButtonUrl: CONTACT,
            secondaryButtonText: "Wartung & Reparatur",
            secondaryButtonUrl: MAINTENANCE,
          },
          { media: ["unternehmen-produktion-werkstatt"] },
        ),
        section(
          "text",
          "Serviceangebot",
          { title: "Unser Serviceangebot" },
          {
            html:
              "<p>Eine Gebärwanne oder ein Pflegebad ist oft zwanzig Jahre und länger im Einsatz. Damit es in dieser Zeit sicher und zuverlässig funktioniert, betreuen wir unsere Produkte – und auf Wunsch auch Geräte anderer Hersteller – mit einem eigenen Serviceteam in der ganzen Schweiz.</p>" +
              "<ul><li><strong>Wartung:</strong> vorbeugende Instandhaltung und sicherheitstechnische Kontrollen gemäss Medizinprodukteverordnung (MepV).</li><li><strong>Reparatur:</strong> schnelle Hilfe bei Störungen, mit Servicevertrag innert 24 Stunden an Werktagen.</li><li><strong>Ersatzteile:</strong> Originalteile ab Lager Volketswil, auch für ältere Modelle.</li><li><strong>Schulungen:</strong> Einweisungen bei der Inbetriebnahme und Auffrischungskurse für Ihr Team.</li></ul>",
          },
        ),
        section("usp_tiles", "Leistungen", {
          title: "Was Sie von uns erwarten dürfen",
          items: [
            { title: "Wartung", text: "Planbare Intervalle, dokumentiert und normgerecht.", icon: "wrench" },
            { title: "Reparatur", text: "Techniker vor Ort, oft schon am nächsten Werktag.", icon: "settings" },
            { title: "Ersatzteile", text: "Originalteile ab Lager, auch nach vielen Jahren.", icon: "clipboard-check" },
            { title: "Schulungen", text: "Sicherer Umgang für Pflege, Hebammen und Technik.", icon: "users" },
          ],
        }),
        section(
          "image_text",
          "Ersatzteile",
          {
            title: "Ersatzteile für Jahrzehnte",
            imagePosition: "right",
            image: ctx.ref("unternehmen-produktion-werkstatt"),
            imageAlt: "Ersatzteillager in der Werkstatt",
            buttonText: "Ersatzteil anfragen",
            buttonUrl: CONTACT,
          },
          {
            html: "<p>Wir halten Ersatzteile für unsere Produkte mindestens zehn Jahre über das Ende der Serienfertigung hinaus bereit. Dichtungen, Armaturen, Antriebe und Steuerungen liefern wir in der Regel innert zwei Arbeitstagen – oder bringen sie beim nächsten Servicebesuch gleich mit.</p>",
            media: ["unternehmen-produktion-werkstatt"],
          },
        ),
        section("testimonials", "Kundenstimmen", {
          title: "Das sagen unsere Kundinnen und Kunden",
          subtitle: "Hebammen, Pflegende und Spitaltechnik über die Zusammenarbeit mit Auralis",
        }),
        ctaSection({
          title: "Servicevertrag gewünscht?",
          description: "Wir erstellen Ihnen ein Angebot für Wartung und Prüfung Ihrer Geräte – übersichtlich und planbar.",
          secondaryText: "Schulungen ansehen",
          secondaryUrl: TRAINING,
        }),
      ],
    },
    {
      slug: MAINTENANCE,
      title: "Wartung und Reparatur",
      metaTitle: "Wartung und Reparatur von Medizintechnik | Auralis",
      metaDescription:
        "Wartungsverträge, sicherheitstechnische Kontrollen und Reparaturen für Gebärwannen, Pflegebäder und Stationseinrichtungen in der ganzen Schweiz.",
      kind: "section",
      parentSlug: SERVICE,
      sitemapPriority: 0.6,
      h1: "Wartung und Reparatur",
      intro: "Damit Ihre Geräte sicher bleiben – Jahr für Jahr.",
      image: "unternehmen-produktion-werkstatt",
      sections: [
        section("hero", "Hero", {
          title: "Wartung und Reparatur",
          subtitle: "Damit Ihre Geräte sicher bleiben – Jahr für Jahr",
          primaryButtonText: "Wartung anfragen",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Zurück zum Service",
          secondaryButtonUrl: SERVICE,
        }),
        section(
          "text",
          "Wartung",
          { title: "Vorbeugend statt notfallmässig" },
          {
            html:
              "<p>Betreiber von Medizinprodukten sind verpflichtet, diese fachgerecht instand zu halten. Mit einem Wartungsvertrag übernehmen wir diese Aufgabe für Sie: Wir planen die Intervalle, führen Wartung und sicherheitstechnische Kontrolle durch und dokumentieren alles nachvollziehbar für Ihr Medizinprodukte-Verzeichnis.</p>" +
              "<p>Bei jeder Wartung prüfen wir Dichtungen, Armaturen, Antriebe, elektrische Sicherheit und Desinfektionssysteme. Verschleissteile ersetzen wir vorsorglich, bevor sie ausfallen.</p>",
          },
        ),
        section("content", "Wartungspakete", {
          title: "Unsere Wartungspakete",
          items: [
            { title: "Basis", text: "Jährliche Wartung und sicherheitstechnische Kontrolle mit Prüfprotokoll.", icon: "clipboard-check" },
            { title: "Plus", text: "Wie Basis, zusätzlich Verschleissteile inklusive und Reaktionszeit von 48 Stunden.", icon: "wrench" },
            { title: "Rundum", text: "Wie Plus, mit Reaktionszeit von 24 Stunden an Werktagen und Ersatzgerät bei längeren Reparaturen.", icon: "shield" },
          ],
        }),
        section(
          "text",
          "Reparatur",
          { title: "Wenn doch etwas ausfällt" },
          {
            html: `<p>Melden Sie Störungen telefonisch unter <a href="${telHref}">${company.phone}</a> oder per E-Mail an <a href="mailto:${company.email}">${company.email}</a>. Unsere Servicetechnikerinnen und -techniker sind in der ganzen Schweiz unterwegs und haben die häufigsten Ersatzteile im Fahrzeug dabei.</p>`,
          },
        ),
        ctaSection({
          title: "Angebot für einen Wartungsvertrag",
          description: "Senden Sie uns Ihre Geräteliste – wir melden uns mit einem Vorschlag.",
          secondaryText: "Zurück zum Service",
          secondaryUrl: SERVICE,
        }),
      ],
    },
    {
      slug: TRAINING,
      title: "Schulungen",
      metaTitle: "Schulungen und Einweisungen | Auralis",
      metaDescription: "Einweisungen bei der Inbetriebnahme, Anwenderschulungen für Pflege und Hebammen sowie Technikschulungen – vor Ort oder in Volketswil.",
      kind: "section",
      parentSlug: SERVICE,
      sitemapPriority: 0.6,
      h1: "Schulungen",
      intro: "Sicherer Umgang mit Ihrer Medizintechnik.",
      image: "unternehmen-team-fachpersonen",
      sections: [
        section("hero", "Hero", {
          title: "Schulungen",
          subtitle: "Sicherer Umgang mit Ihrer Medizintechnik",
          primaryButtonText: "Schulung anfragen",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Zurück zum Service",
          secondaryButtonUrl: SERVICE,
        }),
        section(
          "text",
          "Einleitung",
          { title: "Wissen, das im Alltag trägt" },
          {
            html: "<p>Die beste Technik hilft nur, wenn das Team sie sicher bedient. Deshalb gehört zu jeder Inbetriebnahme eine Einweisung – und auf Wunsch bieten wir regelmässige Schulungen für neue Mitarbeitende und zur Auffrischung an. Die Kurse finden bei Ihnen vor Ort oder in unserem Schulungsraum in Volketswil statt.</p>",
          },
        ),
        section("content", "Angebot", {
          title: "Unser Schulungsangebot",
          items: [
            {
              title: "Einweisung bei Inbetriebnahme",
              text: "Dokumentierte Einweisung aller Anwenderinnen und Anwender direkt am Gerät.",
              icon: "clipboard-check",
            },
            {
              title: "Anwenderschulung Pflege und Hebammen",
              text: "Bedienung, Transfers, Notfallabläufe und Reinigung im Praxisalltag – 90 Minuten pro Gruppe.",
              icon: "users",
            },
            { title: "Technikschulung", text: "Für Spitaltechnik und Hausdienst: Funktionsprüfung, einfache Wartung und Fehlerdiagnose.", icon: "wrench" },
            { title: "Hygieneschulung", text: "Reinigung und Desinfektion von Wannen, Duschwagen und Steckbeckenspülern.", icon: "sparkles" },
          ],
        }),
        ctaSection({
          title: "Schulung vereinbaren",
          description: "Wir stimmen Inhalt, Dauer und Termin auf Ihr Team und Ihre Geräte ab.",
          secondaryText: "Zurück zum Service",
          secondaryUrl: SERVICE,
        }),
      ],
    },
  ];
}

function aboutPages(ctx: SeedContext): SeedPage[] {
  return [
    {
      slug: ABOUT,
      title: "Über uns",
      metaTitle: `Über uns – ${company.name}`,
      metaDescription: "Seit über 30 Jahren entwickelt die Auralis Medizintechnik AG in Volketswil Medizintechnik mit Hebammen, Pflegenden und Spitaltechnik.",
      kind: "section",
      parentSlug: null,
      sitemapPriority: 0.6,
      h1: "Über uns",
      intro: "Seit über 30 Jahren für Menschen in besonderen Momenten.",
      image: "unternehmen-firmensitz-volketswil",
      sections: [
        section(
          "hero",
          "Hero",
          {
            title: "Über uns",
            subtitle: "Seit über 30 Jahren für Menschen in besonderen Momenten",
            image: ctx.ref("unternehmen-firmensitz-volketswil"),
            imageAlt: "Firmensitz in Volketswil",
            primaryButtonText: "Kontakt aufnehmen",
            primaryButtonUrl: CONTACT,
            secondaryButtonText: "Karriere",
            secondaryButtonUrl: CAREER,
          },
          { media: ["unternehmen-firmensitz-volketswil"] },
        ),
        section(
          "text",
          "Geschichte",
          { title: "Unsere Geschichte" },
          {
            html:
              "<p>Angefangen hat alles 1993 in einer kleinen Werkstatt in Volketswil: Zwei Sanitär- und Chromstahlspezialisten bauten Einrichtungen für Spitäler der Region. Als eine Hebamme mit der Frage nach einer Wanne für Wassergeburten kam, entstand die erste Auralis-Gebärwanne – und mit ihr die Art, wie wir bis heute arbeiten: zuhören, gemeinsam entwickeln, sorgfältig fertigen.</p>" +
              "<ul><li><strong>1993</strong> Gründung als Werkstatt für Chromstahl- und Sanitäreinrichtungen</li><li><strong>1998</strong> erste Gebärwanne, entwickelt mit Hebammen aus der Region</li><li><strong>2006</strong> Einstieg in Pflegebadewannen und Duschsysteme für die Langzeitpflege</li><li><strong>2014</strong> Bezug des neuen Firmensitzes mit Fertigung und Ausstellung</li><li><strong>2021</strong> Zertifizierung des Qualitätsmanagements nach ISO 13485</li><li><strong>2026</strong> Lancierung der freistehenden Gebärwanne Contessa</li></ul>",
          },
        ),
        section("usp_tiles", "Werte", {
          title: "Wofür wir stehen",
          items: [
            { title: "Nähe", text: "Wir kennen die Menschen, die unsere Produkte täglich nutzen.", icon: "heart" },
            { title: "Sorgfalt", text: "Jedes Produkt wird geprüft, bevor es unser Haus verlässt.", icon: "check-circle" },
            { title: "Verlässlichkeit", text: "Wir halten Termine und sind auch nach Jahren erreichbar.", icon: "shield" },
            { title: "Zusammenarbeit", text: "Wir entwickeln mit Fachpersonen, nicht für sie.", icon: "users" },
          ],
        }),
        section(
          "image_text",
          "Team",
          {
            title: "Ein Team aus Technik und Pflege",
            imagePosition: "left",
            image: ctx.ref("unternehmen-team-fachpersonen"),
            imageAlt: "Das Auralis-Team",
            buttonText: "Offene Stellen",
            buttonUrl: CAREER,
          },
          {
            html:
              "<p>Bei uns arbeiten rund 45 Menschen in Entwicklung, Fertigung, Montage, Service und Beratung. Einige von ihnen waren selbst Hebamme oder Pflegefachperson, bevor sie zu uns kamen – dieses Wissen fliesst direkt in unsere Produkte.</p>" +
              "<p>Neue Produkte entstehen in interdisziplinären Teams: Konstruktion und Fertigung sitzen mit Anwenderinnen an einem Tisch, Prototypen werden in Partnerkliniken getestet und erst in Serie gebaut, wenn sie sich im Alltag bewährt haben.</p>",
            media: ["unternehmen-team-fachpersonen"],
          },
        ),
        section("content", "Mehr erfahren", {
          title: "Mehr über Auralis",
          items: [
            {
              title: "Qualität und Zertifizierung",
              text: "Wie wir Sicherheit und Qualität unserer Medizinprodukte gewährleisten.",
              buttonText: "Mehr erfahren",
              buttonUrl: QUALITY,
              icon: "clipboard-check",
            },
            {
              title: "Karriere",
              text: "Arbeiten, wo Technik Menschen dient: unsere offenen Stellen.",
              buttonText: "Zu den Stellen",
              buttonUrl: CAREER,
              icon: "users",
            },
            { title: "Service", text: "Wartung, Reparatur, Ersatzteile und Schulungen.", buttonText: "Zum Service", buttonUrl: SERVICE, icon: "wrench" },
          ],
        }),
        ctaSection({ title: "Lernen Sie uns kennen", description: "Besuchen Sie unsere Ausstellung in Volketswil – wir nehmen uns Zeit für Ihre Fragen." }),
      ],
    },
    {
      slug: QUALITY,
      title: "Qualität und Zertifizierung",
      metaTitle: "Qualität und Zertifizierung | Auralis",
      metaDescription: "Qualitätsmanagement nach ISO 13485, Risikomanagement nach ISO 14971 und Medizinprodukte gemäss MDR und MepV – so sichern wir Qualität.",
      kind: "section",
      parentSlug: ABOUT,
      sitemapPriority: 0.6,
      h1: "Qualität und Zertifizierung",
      intro: "Sicherheit ist bei uns kein Zusatz, sondern Grundlage.",
      image: "unternehmen-produktion-werkstatt",
      sections: [
        section("hero", "Hero", {
          title: "Qualität und Zertifizierung",
          subtitle: "Sicherheit ist bei uns kein Zusatz, sondern Grundlage",
          primaryButtonText: "Kontakt aufnehmen",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Über uns",
          secondaryButtonUrl: ABOUT,
        }),
        section(
          "text",
          "Qualitätsmanagement",
          { title: "Unser Qualitätsmanagement" },
          {
            html:
              "<p>Unser Qualitätsmanagementsystem ist nach ISO 13485 für Medizinprodukte zertifiziert. Es regelt, wie wir entwickeln, beschaffen, fertigen, prüfen, ausliefern und betreuen – und wie wir aus Rückmeldungen unserer Kundinnen und Kunden lernen.</p>" +
              "<ul><li><strong>ISO 13485:</strong> Qualitätsmanagement für Medizinprodukte</li><li><strong>ISO 14971:</strong> Risikomanagement über den ganzen Produktlebenszyklus</li><li><strong>MDR (EU) 2017/745 und MepV:</strong> Konformität unserer Medizinprodukte für die Schweiz und die EU</li><li><strong>EN 60601-1:</strong> elektrische Sicherheit unserer motorisierten Produkte</li><li><strong>SIA 500:</strong> Planung hindernisfreier sanitärer Einrichtungen</li></ul>",
          },
        ),
        section("usp_tiles", "Prüfungen", {
          title: "So prüfen wir",
          items: [
            { title: "Endprüfung jedes Produkts", text: "Dichtheit, Funktion und elektrische Sicherheit vor der Auslieferung.", icon: "clipboard-check" },
            { title: "Rückverfolgbarkeit", text: "Seriennummern und Materialchargen lückenlos dokumentiert.", icon: "lock" },
            { title: "Marktbeobachtung", text: "Rückmeldungen aus dem Feld fliessen in die Weiterentwicklung.", icon: "gauge" },
          ],
        }),
        ctaSection({
          title: "Unterlagen benötigt?",
          description: "Konformitätserklärungen, Zertifikate und Gebrauchsanweisungen senden wir Ihnen gerne zu.",
          secondaryText: "Über uns",
          secondaryUrl: ABOUT,
        }),
      ],
    },
    {
      slug: CAREER,
      title: "Karriere",
      metaTitle: "Karriere – Jobs in der Medizintechnik | Auralis",
      metaDescription: "Arbeiten bei der Auralis Medizintechnik AG in Volketswil: offene Stellen in Service, Projektleitung und Fertigung sowie Lehrstellen.",
      kind: "section",
      parentSlug: ABOUT,
      sitemapPriority: 0.6,
      h1: "Karriere",
      intro: "Arbeiten, wo Technik Menschen dient.",
      image: "unternehmen-team-fachpersonen",
      sections: [
        section(
          "hero",
          "Hero",
          {
            title: "Karriere bei Auralis",
            subtitle: "Arbeiten, wo Technik Menschen dient",
            image: ctx.ref("unternehmen-team-fachpersonen"),
            imageAlt: "Das Auralis-Team",
            primaryButtonText: "Jetzt bewerben",
            primaryButtonUrl: CONTACT,
            secondaryButtonText: "Über uns",
            secondaryButtonUrl: ABOUT,
          },
          { media: ["unternehmen-team-fachpersonen"] },
        ),
        section(
          "text",
          "Arbeiten bei Auralis",
          { title: "Was uns als Arbeitgeberin ausmacht" },
          {
            html:
              "<p>Bei uns sehen Sie, wofür Sie arbeiten: Die Wanne, die Sie heute montieren, hilft morgen einem Kind auf die Welt. Wir sind ein mittelgrosses Familienunternehmen mit kurzen Wegen, viel Eigenverantwortung und einem Team, das sich gegenseitig unterstützt.</p>" +
              "<ul><li>fünf Wochen Ferien und flexible Arbeitszeiten</li><li>Weiterbildung in Technik, Hygiene und Medizinprodukterecht</li><li>moderne Werkstatt und gut ausgerüstete Servicefahrzeuge</li><li>gute Erreichbarkeit mit Bus und Auto, Parkplätze vor dem Haus</li></ul>",
          },
        ),
        section("content", "Offene Stellen", {
          title: "Offene Stellen",
          items: [
            {
              title: "Servicetechnikerin / Servicetechniker Medizintechnik (80–100 %)",
              text: "Wartung, Reparatur und Inbetriebnahmen bei unseren Kundinnen und Kunden in der Deutschschweiz. Abgeschlossene Lehre in Elektro, Mechanik oder Sanitär.",
              buttonText: "Jetzt bewerben",
              buttonUrl: CONTACT,
              icon: "wrench",
            },
            {
              title: "Projektleiterin / Projektleiter Stationseinrichtungen (100 %)",
              text: "Von der Beratung über Aufmass und Planung bis zur Abnahme von Chromstahl- und Sanitärprojekten.",
              buttonText: "Jetzt bewerben",
              buttonUrl: CONTACT,
              icon: "clipboard-check",
            },
            {
              title: "Lernende Metallbauerin / Lernender Metallbauer EFZ",
              text: "Vierjährige Lehre in unserer Chromstahlwerkstatt mit Einblick in Montage und Service.",
              buttonText: "Jetzt bewerben",
              buttonUrl: CONTACT,
              icon: "users",
            },
          ],
        }),
        section(
          "text",
          "Bewerbung",
          { title: "So bewerben Sie sich" },
          {
            html: `<p>Senden Sie uns Ihre Unterlagen per E-Mail an <a href="mailto:${company.email}">${company.email}</a> oder nutzen Sie unser Kontaktformular. Auch Spontanbewerbungen sind herzlich willkommen – wir melden uns innert einer Woche.</p>`,
          },
        ),
      ],
    },
  ];
}

function contactPages(ctx: SeedContext): SeedPage[] {
  return [
    {
      slug: CONTACT,
      title: "Kontakt",
      metaTitle: `Kontakt – ${company.name}`,
      metaDescription:
        "Kontakt zur Auralis Medizintechnik AG in Volketswil: Beratung, Offerten, Service und Ersatzteile – telefonisch, per E-Mail oder über unser Formular.",
      kind: "section",
      parentSlug: null,
      sitemapPriority: 0.6,
      h1: "Kontakt",
      intro: "Wir sind für Sie da.",
      image: "unternehmen-firmensitz-volketswil",
      gallery: COMPANY_GALLERY,
      sections: [
        section("hero", "Hero", {
          title: "Kontakt",
          subtitle: "Wir freuen uns auf Ihre Nachricht",
          description: "Ob Beratung, Offerte, Service oder Ersatzteil: Wir melden uns innert eines Arbeitstags bei Ihnen.",
        }),
        section(
          "text",
          "Kontaktdaten",
          { title: "So erreichen Sie uns" },
          {
            html:
              `<p><strong>${company.name}</strong><br>Industriestrasse 12<br>8604 Volketswil<br>Schweiz</p>` +
              `<p>Telefon: <a href="${telHref}">${company.phone}</a><br>E-Mail: <a href="mailto:${company.email}">${company.email}</a></p>` +
              "<p><strong>Öffnungszeiten</strong><br>Montag bis Freitag, 8.00–12.00 und 13.30–17.00 Uhr<br>Ausstellung nach Vereinbarung</p>",
          },
        ),
        section("form", "Kontaktformular", {
          title: "Schreiben Sie uns",
          description: "Beschreiben Sie kurz Ihr Anliegen – je genauer, desto gezielter können wir Sie beraten.",
          showPhone: true,
          showCompany: true,
          submitButtonText: "Nachricht senden",
          note: "Ihre Angaben verwenden wir ausschliesslich zur Bearbeitung Ihrer Anfrage. Details finden Sie in unserer Datenschutzerklärung.",
        }),
        section(
          "gallery",
          "Unser Unternehmen",
          { title: "Unser Unternehmen", galleryType: "grid", galleryRatio: "16/9", galleryFit: "cover", showDots: true, showArrows: true },
          { media: COMPANY_GALLERY },
        ),
        section(
          "image_text",
          "Anfahrt",
          {
            title: "Besuchen Sie uns in Volketswil",
            imagePosition: "right",
            image: ctx.ref("unternehmen-firmensitz-volketswil"),
            imageAlt: "Firmensitz in Volketswil",
            buttonText: "Anfahrt",
            buttonUrl: DIRECTIONS,
          },
          {
            html: "<p>In unserer Ausstellung zeigen wir Gebärwannen, Pflegebäder und Stationseinrichtungen im Original. Vereinbaren Sie einen Termin – wir nehmen uns Zeit für Sie und Ihr Team.</p>",
            media: ["unternehmen-firmensitz-volketswil"],
          },
        ),
      ],
    },
    {
      slug: DIRECTIONS,
      title: "Anfahrt",
      metaTitle: "Anfahrt nach Volketswil | Auralis",
      metaDescription:
        "So finden Sie zur Auralis Medizintechnik AG an der Industriestrasse 12 in Volketswil – mit dem Auto oder mit öffentlichen Verkehrsmitteln.",
      kind: "section",
      parentSlug: CONTACT,
      sitemapPriority: 0.6,
      h1: "Anfahrt",
      intro: "Industriestrasse 12, 8604 Volketswil.",
      image: "unternehmen-firmensitz-volketswil",
      sections: [
        section("hero", "Hero", {
          title: "Anfahrt",
          subtitle: company.address,
          primaryButtonText: "Besuch vereinbaren",
          primaryButtonUrl: CONTACT,
        }),
        section(
          "text",
          "Wegbeschreibung",
          { title: "So finden Sie uns" },
          {
            html:
              "<h3>Mit dem Auto</h3><p>Über die Autobahn A1 oder A53 bis zur Ausfahrt Volketswil, dann der Beschilderung «Industrie» folgen. Besucherparkplätze finden Sie direkt vor dem Gebäude.</p>" +
              "<h3>Mit öffentlichen Verkehrsmitteln</h3><p>Mit der S-Bahn bis Schwerzenbach, weiter mit dem Bus bis zur Haltestelle «Volketswil, Industrie». Von dort sind es rund fünf Gehminuten.</p>" +
              "<h3>Anlieferung</h3><p>Für Rücknahmen und Abholungen steht eine Rampe an der Rückseite des Gebäudes zur Verfügung. Bitte melden Sie grössere Anlieferungen vorab telefonisch an.</p>",
          },
        ),
        section(
          "image_text",
          "Firmensitz",
          {
            title: "Unser Firmensitz",
            imagePosition: "left",
            image: ctx.ref("unternehmen-firmensitz-volketswil"),
            imageAlt: "Firmensitz in Volketswil",
            buttonText: "Zurück zum Kontakt",
            buttonUrl: CONTACT,
          },
          {
            html: "<p>Am Firmensitz in Volketswil sind Entwicklung, Fertigung, Lager, Service und Ausstellung unter einem Dach. Melden Sie sich am Empfang im Erdgeschoss.</p>",
            media: ["unternehmen-firmensitz-volketswil"],
          },
        ),
      ],
    },
  ];
}

export { servicePages, aboutPages, contactPages };
