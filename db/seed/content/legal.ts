// Impressum and privacy policy (Swiss revDSG, with the GDPR where it applies). Plain text sections,
// no testimonials (docs/product/public-site.md, "Routes": legal pages do not show them).
import { company } from "~/lib/company";
import { section, type SeedPage } from "../types";

const UID = "CHE-123.456.789";
const mail = `<a href="mailto:${company.email}">${company.email}</a>`;
const tel = `<a href="tel:${company.phone.replace(/\s+/g, "")}">${company.phone}</a>`;

export function legalPages(): SeedPage[] {
  return [
    {
      slug: "/impressum",
      title: "Impressum",
      metaTitle: `Impressum – ${company.name}`,
      metaDescription: `Impressum der ${company.name}, Industriestrasse 12, 8604 Volketswil: Kontakt, Handelsregister, UID ${UID} und rechtliche Hinweise.`,
      kind: "section",
      parentSlug: null,
      sitemapPriority: 0.3,
      h1: "Impressum",
      sections: [
        section(
          "text",
          "Kontaktadresse",
          { title: "Kontaktadresse" },
          {
            html:
              `<p><strong>${company.name}</strong><br>Industriestrasse 12<br>8604 Volketswil<br>Schweiz</p>` +
              `<p>Telefon: ${tel}<br>E-Mail: ${mail}</p>` +
              "<h3>Vertretungsberechtigte Personen</h3><p>Daniela Keller, Geschäftsführerin<br>Marco Brunner, Mitglied der Geschäftsleitung, Leiter Technik</p>" +
              `<h3>Handelsregistereintrag</h3><p>Eingetragener Firmenname: ${company.name}<br>Handelsregister: Handelsregisteramt des Kantons Zürich<br>Unternehmens-Identifikationsnummer (UID): ${UID}<br>Mehrwertsteuernummer: ${UID} MWST</p>`,
          },
        ),
        section(
          "text",
          "Haftungsausschluss",
          { title: "Haftungsausschluss" },
          {
            html:
              "<p>Wir prüfen die Inhalte dieser Website sorgfältig. Dennoch übernehmen wir keine Gewähr für die inhaltliche Richtigkeit, Genauigkeit, Aktualität, Zuverlässigkeit und Vollständigkeit der Informationen. Technische Angaben, Masse und Abbildungen sind unverbindlich; massgebend sind die Angaben in der jeweiligen Offerte und Gebrauchsanweisung.</p>" +
              "<p>Haftungsansprüche gegen uns wegen Schäden materieller oder immaterieller Art, die aus dem Zugriff auf die veröffentlichten Informationen, durch Missbrauch der Verbindung oder durch technische Störungen entstanden sind, werden ausgeschlossen, soweit dies gesetzlich zulässig ist.</p>" +
              "<p>Alle Angebote sind unverbindlich. Wir behalten uns ausdrücklich vor, Teile der Seiten oder das gesamte Angebot ohne gesonderte Ankündigung zu verändern, zu ergänzen, zu löschen oder die Veröffentlichung zeitweise oder endgültig einzustellen.</p>",
          },
        ),
        section(
          "text",
          "Links und Urheberrechte",
          { title: "Haftung für Links und Urheberrechte" },
          {
            html:
              "<p>Verweise und Links auf Websites Dritter liegen ausserhalb unseres Verantwortungsbereichs. Wir lehnen jegliche Verantwortung für solche Websites ab. Der Zugriff und die Nutzung solcher Websites erfolgen auf eigene Gefahr der Nutzerinnen und Nutzer.</p>" +
              `<p>Die Urheber- und alle anderen Rechte an Inhalten, Bildern, Illustrationen oder anderen Dateien auf dieser Website gehören ausschliesslich der ${company.name} oder den speziell genannten Rechteinhabern. Für die Reproduktion jeglicher Elemente ist die schriftliche Zustimmung der Rechteinhaber im Voraus einzuholen.</p>`,
          },
        ),
      ],
    },
    {
      slug: "/datenschutz",
      title: "Datenschutz",
      metaTitle: `Datenschutzerklärung – ${company.name}`,
      metaDescription:
        "Datenschutzerklärung der Auralis Medizintechnik AG nach revidiertem DSG und DSGVO: Kontaktformular, Server-Logfiles, Cookies und Ihre Rechte.",
      kind: "section",
      parentSlug: null,
      sitemapPriority: 0.3,
      h1: "Datenschutzerklärung",
      sections: [
        section(
          "text",
          "Allgemeines",
          { title: "Allgemeines" },
          {
            html:
              "<p>Der Schutz Ihrer Personendaten ist uns wichtig. In dieser Datenschutzerklärung informieren wir darüber, welche Personendaten wir beim Besuch dieser Website bearbeiten, zu welchem Zweck und welche Rechte Sie haben. Sie richtet sich nach dem revidierten Schweizer Bundesgesetz über den Datenschutz (DSG) und, soweit anwendbar, nach der Datenschutz-Grundverordnung der EU (DSGVO).</p>" +
              `<h3>Verantwortliche Stelle</h3><p>${company.name}<br>Industriestrasse 12, 8604 Volketswil, Schweiz<br>E-Mail: ${mail}<br>Telefon: ${tel}</p>`,
          },
        ),
        section(
          "text",
          "Kontaktformular",
          { title: "Kontaktformular und E-Mail" },
          {
            html:
              "<p>Wenn Sie uns über das Kontaktformular oder per E-Mail schreiben, bearbeiten wir die von Ihnen angegebenen Daten: Name, E-Mail-Adresse und Nachricht, freiwillig auch Telefonnummer und Firma, sowie die Seite, von der aus Sie das Formular gesendet haben. Wir verwenden diese Angaben ausschliesslich, um Ihre Anfrage zu beantworten und allfällige Folgefragen zu klären. Zur Bestätigung erhalten Sie eine automatische E-Mail; sie nennt nur Ihren Namen und wiederholt den Inhalt Ihrer Nachricht nicht.</p>" +
              "<p>Rechtsgrundlage ist Ihr Interesse an einer Antwort beziehungsweise die Anbahnung eines Vertrags (Art. 6 Abs. 1 lit. b und f DSGVO, soweit anwendbar). Anfragen ohne daraus entstehende Geschäftsbeziehung löschen wir spätestens nach zwölf Monaten; längere Aufbewahrungen erfolgen nur, soweit gesetzliche Pflichten dies verlangen.</p>",
          },
        ),
        section(
          "text",
          "Server-Logfiles",
          { title: "Server-Logfiles" },
          {
            html: "<p>Bei jedem Aufruf dieser Website erfasst der Server automatisch technische Angaben: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Seite, übertragene Datenmenge, verweisende Website sowie Browser und Betriebssystem. Diese Daten benötigen wir, um die Website sicher und stabil zu betreiben und Angriffe abzuwehren. Sie werden nicht mit anderen Daten zusammengeführt und nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>",
          },
        ),
        section(
          "text",
          "Cookies",
          { title: "Cookies und lokale Speicherung" },
          {
            html:
              "<p>Diese Website verwendet nur technisch notwendige Cookies. Für öffentliche Besucherinnen und Besucher setzen wir keine Cookies zu Analyse-, Tracking- oder Werbezwecken ein und binden keine Dienste Dritter wie Analyse-Werkzeuge oder soziale Netzwerke ein.</p>" +
              "<ul><li><strong>Sitzungscookie:</strong> Nur für angemeldete Mitarbeitende, um die Anmeldung im Redaktionssystem aufrechtzuerhalten. Es wird beim Abmelden oder nach Ablauf der Sitzung gelöscht.</li><li><strong>Lokale Einstellungen:</strong> Gewählte Darstellungsoptionen (zum Beispiel das Farbthema) werden nur in Ihrem Browser gespeichert und nicht an uns übermittelt.</li></ul>" +
              "<p>Sie können Cookies in Ihrem Browser jederzeit löschen oder blockieren; die öffentlichen Seiten bleiben dabei vollständig nutzbar.</p>",
          },
        ),
        section(
          "text",
          "Weitergabe und Sicherheit",
          { title: "Weitergabe und Datensicherheit" },
          {
            html:
              "<p>Wir verkaufen keine Personendaten und geben sie nur weiter, soweit dies für die Bearbeitung Ihrer Anfrage nötig ist – etwa an unseren Hosting-Anbieter und unseren E-Mail-Dienstleister, die als Auftragsbearbeiter vertraglich zum Datenschutz verpflichtet sind. Die Website wird in der Schweiz betrieben. Sollten Daten ausnahmsweise in ein Land ohne angemessenes Datenschutzniveau übermittelt werden, stellen wir dies mit anerkannten Garantien wie den Standardvertragsklauseln sicher.</p>" +
              "<p>Die Übertragung erfolgt verschlüsselt (TLS). Wir schützen Ihre Daten mit technischen und organisatorischen Massnahmen vor Verlust, Missbrauch und unbefugtem Zugriff.</p>",
          },
        ),
        section(
          "text",
          "Ihre Rechte",
          { title: "Ihre Rechte" },
          {
            html:
              "<p>Im Rahmen des anwendbaren Datenschutzrechts haben Sie folgende Rechte:</p>" +
              "<ul><li>Auskunft darüber, ob und welche Personendaten wir über Sie bearbeiten</li><li>Berichtigung unrichtiger Daten</li><li>Löschung oder Einschränkung der Bearbeitung</li><li>Herausgabe oder Übertragung Ihrer Daten in einem gängigen Format</li><li>Widerspruch gegen die Bearbeitung und Widerruf einer erteilten Einwilligung</li></ul>" +
              `<p>Für Anliegen zum Datenschutz schreiben Sie uns an ${mail} oder per Post an die oben genannte Adresse. Sie haben zudem das Recht, sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder, soweit die DSGVO anwendbar ist, bei einer Datenschutz-Aufsichtsbehörde in der EU zu beschweren.</p>` +
              "<p>Wir können diese Datenschutzerklärung anpassen, wenn sich unsere Website oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.</p><p>Stand: November 2026</p>",
          },
        ),
      ],
    },
  ];
}
